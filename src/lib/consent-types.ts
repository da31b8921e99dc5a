/** The cookie consent record kept in the browser. */
export interface ConsentRecord {
  readonly accepted: boolean;
  /** ISO 8601 date-time of the choice. */
  readonly timestamp: string;
  /** ISO 3166-1 alpha-2 country code of the visitor, or '' when unknown. */
  readonly location: string;
}
