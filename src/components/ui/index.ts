/**
 * The shared UI kit: the controls, buttons and page frames every feature composes. It sits
 * below the features (lint forbids it to import features, data or the app shell), so it knows
 * nothing of listings or users; its text comes from its props, apart from PageHeader's
 * `pages` namespace.
 *
 * Dialog is not exported here but from '@/components/ui/dialog': it brings Headless UI's
 * dialog (about 15 KB gzipped), and through this index every page using the kit would load
 * it on its first paint.
 */
export { Button, type ButtonProps } from './button';
export { ButtonLink, type ButtonLinkProps } from './button-link';
export type { ButtonSize, ButtonVariant } from './button-class';
export { Checkbox, type CheckboxProps } from './checkbox';
export { CheckboxGroup, type CheckboxGroupProps } from './checkbox-group';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { Field, type FieldProps } from './field';
export { FileField, type FileFieldProps } from './file-field';
export { FormMessage } from './form-message';
export { FormSection } from './form-section';
export { PageHeader, type PageHeaderProps } from './page-header';
export { Select, type SelectProps } from './select';
export { SignInPrompt, signInPath, type SignInPromptProps } from './sign-in-prompt';
export { TextArea, type TextAreaProps } from './text-area';
