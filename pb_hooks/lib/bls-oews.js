// The U.S. Bureau of Labor Statistics Occupational Employment and Wage Statistics (OEWS) file
// as our `labor_rates` (docs/cost-data.md). Pure functions (no PocketBase
// globals) but `importLaborRows`, which the route POST /api/cost-data/labor-import calls.
// The admin page parses the CSV/XLSX and sends its rows as objects keyed by the file's own
// column names (AREA, AREA_TITLE, OCC_CODE, OCC_TITLE, O_GROUP, H_MEAN, H_MEDIAN, ...; files
// before 2020 use lower case: both are read). Other countries: a CSV with the same columns.

/**
 * US SOC 2018 codes mapped to our trades (pb_hooks/lib/trades.json values). An occupation may
 * serve several trades and a trade may draw on several occupations. Where the SOC has no
 * occupation of its own for a trade (pool builders, waterproofers) the nearest is used.
 * @type {Record<string, string[]>}
 */
const SOC_TRADES = {
  '11-9021': ['general_contractor'], // Construction Managers
  '17-1011': ['architect'], // Architects, Except Landscape and Naval
  '17-1022': ['land_surveyor'], // Surveyors
  '17-2051': ['structural_engineer'], // Civil Engineers
  '17-3031': ['land_surveyor'], // Surveying and Mapping Technicians
  '27-1025': ['interior_designer'], // Interior Designers
  '37-2011': ['cleaner'], // Janitors and Cleaners, Except Maids and Housekeeping Cleaners
  '37-2012': ['cleaner'], // Maids and Housekeeping Cleaners
  '37-3011': ['landscaper_landscape_contractor'], // Landscaping and Groundskeeping Workers
  '47-1011': ['general_contractor'], // First-Line Supervisors of Construction Trades
  '47-2021': ['bricklayer_mason'], // Brickmasons and Blockmasons
  '47-2022': ['stonemason'], // Stonemasons
  '47-2031': ['carpenter', 'wood_framer', 'siding_installer'], // Carpenters
  '47-2041': ['flooring_installer'], // Carpet Installers
  '47-2042': ['flooring_installer'], // Floor Layers, Except Carpet, Wood, and Hard Tiles
  '47-2043': ['flooring_installer'], // Floor Sanders and Finishers
  '47-2044': ['tiler_tile_setter', 'countertop_installer'], // Tile and Stone Setters
  '47-2051': ['concrete_finisher', 'swimming_pool_contractor'], // Cement Masons and Concrete Finishers
  '47-2061': ['demolition_contractor', 'scaffolder', 'general_contractor'], // Construction Laborers
  '47-2071': ['paving_asphalt_contractor'], // Paving, Surfacing, and Tamping Equipment Operators
  '47-2073': ['excavation_contractor', 'heavy_equipment_operator'], // Operating Engineers and Other Construction Equipment Operators
  '47-2081': ['drywall_installer_taper'], // Drywall and Ceiling Tile Installers
  '47-2082': ['drywall_installer_taper'], // Tapers
  '47-2111': ['electrician_electrical_technician'], // Electricians
  '47-2121': ['glazier'], // Glaziers
  '47-2131': ['insulation_installer'], // Insulation Workers, Floor, Ceiling, and Wall
  '47-2132': ['insulation_installer'], // Insulation Workers, Mechanical
  '47-2141': ['painter_decorator'], // Painters, Construction and Maintenance
  '47-2152': ['plumber_pipefitter_steamfitter', 'fire_sprinkler_fitter'], // Plumbers, Pipefitters, and Steamfitters
  '47-2161': ['plasterer'], // Plasterers and Stucco Masons
  '47-2171': ['ironworker'], // Reinforcing Iron and Rebar Workers
  '47-2181': ['roofer', 'waterproofing_specialist'], // Roofers
  '47-2211': ['sheet_metal_worker', 'gutter_installer'], // Sheet Metal Workers
  '47-2221': ['ironworker'], // Structural Iron and Steel Workers
  '47-2231': ['solar_panel_installer'], // Solar Photovoltaic Installers
  '47-4021': ['elevator_installer'], // Elevator and Escalator Installers and Repairers
  '47-4031': ['fencing_contractor'], // Fence Erectors
  '47-4041': ['demolition_contractor'], // Hazardous Materials Removal Workers
  '47-4071': ['septic_system_installer'], // Septic Tank Servicers and Sewer Pipe Cleaners
  '49-2098': ['security_system_installer'], // Security and Fire Alarm Systems Installers
  '49-9011': ['garage_door_installer'], // Mechanical Door Repairers
  '49-9021': ['hvac_technician_hvacr'], // Heating, Air Conditioning, and Refrigeration Mechanics and Installers
  '49-9071': ['handyman'], // Maintenance and Repair Workers, General
  '51-4121': ['welder_welding_specialist'], // Welders, Cutters, Solderers, and Brazers
  '51-7011': ['cabinet_maker_millworker', 'countertop_installer'], // Cabinetmakers and Bench Carpenters
};

/** Most rows one import request may carry. */
const MAX_ROWS = 1000;

/**
 * A cell of the row by its column name, in either case, trimmed.
 * @param {Record<string, unknown>} row @param {string} name upper-case column name
 * @returns {string} '' when absent
 */
function cell(row, name) {
  const value = row[name] !== undefined ? row[name] : row[name.toLowerCase()];
  if (value === undefined || value === null) return '';
  return String(value).trim();
}

/**
 * Reads an OEWS money cell as integer cents, without floating point.
 * @param {string} text e.g. "31.53", "1,234.5", "$45", or a marker: "*" (not available), "#"
 *   (above the top code: no exact value), "**", "~", ""
 * @returns {number | null} cents, or null for a marker or an empty cell
 * @throws {Error} `bad_number` for text that is neither a number nor a marker
 */
function parseCents(text) {
  const t = String(text).trim().replace(/^\$/, '').replace(/,/g, '');
  if (t === '' || /^[*#~]+$/.test(t)) return null;
  const m = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(t);
  if (!m) throw new Error('bad_number');
  const fraction = (m[2] || '').padEnd(2, '0');
  return Number(m[1]) * 100 + Number(fraction);
}

/**
 * Turns one row of the OEWS file into a `labor_rates` record's fields, or says why it is
 * skipped. Kept: detailed occupations (O_GROUP `detailed`, or no O_GROUP column) of the
 * cross-industry estimates (I_GROUP `cross-industry`, or none) whose SOC code maps to a trade.
 * @param {Record<string, unknown>} row the file's row keyed by its column names
 * @param {{ year: number, source: string, currency: string }} meta what the file does not say
 * @returns {{ record: { soc_code: string, title: string, trades: string[], area_code: string,
 *   area_title: string, hourly_median_cents: number, hourly_mean_cents: number,
 *   currency: string, year: number, source: string } } | { skip: string }} skip codes:
 *   `not_a_row`, `bad_occ_code`, `missing_title`, `missing_area`, `not_detailed`,
 *   `not_cross_industry`, `not_a_trade`, `bad_number`, `no_wage`
 */
function parseRow(row, meta) {
  if (!row || typeof row !== 'object' || Array.isArray(row)) return { skip: 'not_a_row' };
  const r = /** @type {Record<string, unknown>} */ (row);
  const code = cell(r, 'OCC_CODE');
  if (!/^\d{2}-\d{4}$/.test(code)) return { skip: 'bad_occ_code' };
  const title = cell(r, 'OCC_TITLE').slice(0, 200);
  if (!title) return { skip: 'missing_title' };
  const areaTitle = cell(r, 'AREA_TITLE').slice(0, 200);
  if (!areaTitle) return { skip: 'missing_area' };
  const group = cell(r, 'O_GROUP').toLowerCase();
  if (group && group !== 'detailed') return { skip: 'not_detailed' };
  const industry = cell(r, 'I_GROUP').toLowerCase();
  if (industry && industry !== 'cross-industry') return { skip: 'not_cross_industry' };
  const trades = SOC_TRADES[code];
  if (!trades) return { skip: 'not_a_trade' };
  let median;
  let mean;
  try {
    median = parseCents(cell(r, 'H_MEDIAN'));
    mean = parseCents(cell(r, 'H_MEAN'));
  } catch {
    return { skip: 'bad_number' };
  }
  if (median === null && mean === null) return { skip: 'no_wage' };
  return {
    record: {
      soc_code: code,
      title,
      trades: trades.slice(),
      area_code: cell(r, 'AREA').slice(0, 20),
      area_title: areaTitle,
      hourly_median_cents: median === null ? 0 : median,
      hourly_mean_cents: mean === null ? 0 : mean,
      currency: meta.currency,
      year: meta.year,
      source: meta.source,
    },
  };
}

/**
 * Checks an import request's body.
 * @param {unknown} body `{year, source, currency?, rows}`: year of the estimates (the file's
 *   "May YYYY"), the source as shown to users (≤ 500 characters), an ISO 4217 currency
 *   (default USD), 1 to MAX_ROWS row objects
 * @returns {{ value: { year: number, source: string, currency: string, rows: unknown[] } } |
 *   { errors: Record<string, { code: string, message: string }> }}
 */
function parseImport(body) {
  /** @type {Record<string, { code: string, message: string }>} */
  const errors = {};
  const b = body && typeof body === 'object' ? /** @type {Record<string, unknown>} */ (body) : {};
  const year = b.year;
  if (typeof year !== 'number' || !Number.isInteger(year) || year < 1990 || year > 2100) {
    errors.year = { code: 'invalid_year', message: 'A year from 1990 to 2100.' };
  }
  const source = typeof b.source === 'string' ? b.source.trim() : '';
  if (!source || source.length > 500) {
    errors.source = {
      code: 'invalid_source',
      message: 'Name the source (at most 500 characters).',
    };
  }
  const currency = b.currency === undefined ? 'USD' : b.currency;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
    errors.currency = { code: 'invalid_currency', message: 'A three-letter currency code.' };
  }
  if (!Array.isArray(b.rows) || b.rows.length === 0 || b.rows.length > MAX_ROWS) {
    errors.rows = { code: 'invalid_rows', message: `1 to ${MAX_ROWS} rows.` };
  }
  if (Object.keys(errors).length > 0) return { errors };
  // Checked above: any problem returned the errors.
  return {
    value: {
      year: /** @type {number} */ (year),
      source,
      currency: /** @type {string} */ (currency),
      rows: /** @type {unknown[]} */ (b.rows),
    },
  };
}

/**
 * Upserts the batch's rows into `labor_rates` (one record per SOC code, area title and year),
 * in one transaction. Runs in PocketBase.
 * @param {core.App} app PocketBase app
 * @param {{ year: number, source: string, currency: string, rows: unknown[] }} batch from
 *   parseImport
 * @returns {{ created: number, updated: number, skipped: Array<{ row: number, code: string }> }}
 *   row = index in the batch
 */
function importLaborRows(app, batch) {
  const result = {
    created: 0,
    updated: 0,
    skipped: /** @type {Array<{ row: number, code: string }>} */ ([]),
  };
  app.runInTransaction((txApp) => {
    const collection = txApp.findCollectionByNameOrId('labor_rates');
    /** @type {Record<string, string>} */
    const tradeIds = {};
    for (const t of txApp.findAllRecords('trades')) tradeIds[t.getString('value')] = t.id;
    batch.rows.forEach((row, index) => {
      const parsed = parseRow(/** @type {Record<string, unknown>} */ (row), batch);
      if ('skip' in parsed) {
        result.skipped.push({ row: index, code: parsed.skip });
        return;
      }
      const fields = parsed.record;
      let record;
      try {
        record = txApp.findFirstRecordByFilter(
          'labor_rates',
          'soc_code = {:code} && area_title = {:area} && year = {:year}',
          { code: fields.soc_code, area: fields.area_title, year: fields.year },
        );
        result.updated += 1;
      } catch {
        record = new Record(collection);
        result.created += 1;
      }
      for (const key of Object.keys(fields)) {
        record.set(
          key,
          key === 'trades'
            ? fields.trades.map((v) => tradeIds[v])
            : /** @type {Record<string, unknown>} */ (fields)[key],
        );
      }
      txApp.save(record);
    });
  });
  return result;
}

module.exports = { SOC_TRADES, MAX_ROWS, parseCents, parseRow, parseImport, importLaborRows };
