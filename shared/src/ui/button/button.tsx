import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { isExternalHref, isWebUrl } from '../link/is-external';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { ButtonAnchor, ButtonRoot, ButtonRouterLink, Spinner, type ButtonSize, type ButtonVariant } from './styles';

interface CommonButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** decorative icon before the label (hidden from assistive technologies) */
  icon?: ReactNode;
  children: ReactNode;
}

export type ButtonAsButtonProps = CommonButtonProps &
  Omit<ComponentPropsWithRef<'button'>, 'children'> & {
    to?: undefined;
    /** keeps the button focusable, blocks clicks, shows a spinner and says « chargement en cours » */
    loading?: boolean;
  };

export type ButtonAsLinkProps = CommonButtonProps &
  Omit<ComponentPropsWithRef<'a'>, 'children' | 'href'> & {
    /** renders a link that looks like a button: internal path → router link, URL → <a> */
    to: string;
  };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

/** The call-to-action. `to` turns it into a link (navigation), otherwise a <button> (action). */
export function Button(props: ButtonProps) {
  if (props.to !== undefined) return <LinkButton {...props} />;
  const {
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    icon,
    loading = false,
    type = 'button',
    onClick,
    children,
    ...rest
  } = props;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // aria-disabled rather than disabled while loading, so focus stays on the button
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <ButtonRoot
      {...rest}
      type={type}
      onClick={handleClick}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
    >
      {loading ? <Spinner aria-hidden="true" /> : icon && <span aria-hidden="true">{icon}</span>}
      {children}
      {loading && <VisuallyHidden> (chargement en cours)</VisuallyHidden>}
    </ButtonRoot>
  );
}

function LinkButton({
  to,
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  icon,
  children,
  rel,
  ...rest
}: ButtonAsLinkProps) {
  const content = (
    <>
      {icon && <span aria-hidden="true">{icon}</span>}
      {children}
    </>
  );
  const style = { $variant: variant, $size: size, $fullWidth: fullWidth };
  if (isExternalHref(to)) {
    const safeRel = isWebUrl(to) ? [rel, 'noopener noreferrer'].filter(Boolean).join(' ') : rel;
    return (
      <ButtonAnchor {...rest} {...style} href={to} rel={safeRel}>
        {content}
      </ButtonAnchor>
    );
  }
  return (
    <ButtonRouterLink {...rest} {...style} to={to} rel={rel}>
      {content}
    </ButtonRouterLink>
  );
}
