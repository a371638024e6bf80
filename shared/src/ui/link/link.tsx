import type { ComponentPropsWithRef } from 'react';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { isExternalHref, isWebUrl } from './is-external';
import { ExternalLink, InternalLink, type LinkVariant } from './styles';

export interface LinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  /** an internal path (`/p-lame-terrasse`) or an external URL (`https://…`, `mailto:`, `tel:`) */
  to: string;
  /** opens a new tab and says so to screen readers */
  newTab?: boolean;
  variant?: LinkVariant;
}

/** Client-side navigation for internal paths (react-router), a plain <a> for everything else. */
export function Link({ to, newTab = false, variant = 'inline', rel, children, ...rest }: LinkProps) {
  const target = newTab ? '_blank' : rest.target;
  const newTabNote = newTab ? <VisuallyHidden> (nouvel onglet)</VisuallyHidden> : null;

  if (isExternalHref(to)) {
    const safeRel = isWebUrl(to) ? mergeRel(rel, ['noopener', 'noreferrer']) : rel;
    return (
      <ExternalLink {...rest} href={to} rel={safeRel} target={target} $variant={variant}>
        {children}
        {newTabNote}
      </ExternalLink>
    );
  }
  return (
    <InternalLink {...rest} to={to} rel={newTab ? mergeRel(rel, ['noopener']) : rel} target={target} $variant={variant}>
      {children}
      {newTabNote}
    </InternalLink>
  );
}

function mergeRel(rel: string | undefined, required: string[]): string {
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  for (const token of required) tokens.add(token);
  return Array.from(tokens).join(' ');
}
