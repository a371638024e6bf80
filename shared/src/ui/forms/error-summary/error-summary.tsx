import { forwardRef, useEffect, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { acceptedFormTitle, refusedFormTitle } from '@arbora/shared/messages';

/** One refused field: its control's id (the link's target), its label and its French message. */
export interface ErrorSummaryItem {
  id: string;
  label: string;
  message: string;
}

export interface ErrorSummaryProps {
  /** The heading's id (the box is labelled by it). */
  id: string;
  /** « Le formulaire contient 2 erreurs »… */
  title: ReactNode;
  /** A refusal of the whole form (too many attempts, a server failure), above the list. */
  message?: ReactNode;
  items: readonly ErrorSummaryItem[];
  /**
   * A summary the server rendered after a form posted without JavaScript: the browser focuses it as
   * the page loads, and it is announced (`role="alert"`). Otherwise the form's script moves the focus
   * to it after a refused submit (`ref`), and it is a labelled group.
   */
  fromServer?: boolean;
}

const Box = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.color.severity.error.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.severity.error.background};
  color: ${({ theme }) => theme.color.severity.error.text};
  &:focus {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;

/**
 * What to correct in a refused form (RGAA 11.10 and 11.11), at its top: a titled list, each error a
 * link to its field (« Mot de passe : 8 caractères au moins. »); the page's title starts with
 * « Erreur : » while it shows. Without a script the link is an
 * anchor to the field's id; with one it scrolls to the field and focuses it, and the shell's router
 * does not read the hash as a navigation.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { id, title, message, items, fromServer = false },
  ref,
) {
  // While it shows, the page's title says so first (« Erreur : Contactez-nous | Arbora »), as the
  // server's page of a form refused without JavaScript does.
  useEffect(() => {
    document.title = refusedFormTitle(document.title);
    return () => {
      document.title = acceptedFormTitle(document.title);
    };
  }, []);
  const goTo = (event: MouseEvent<HTMLAnchorElement>, target: string) => {
    const field = document.getElementById(target);
    if (!field) return;
    event.preventDefault();
    field.scrollIntoView?.({ block: 'center' });
    field.focus();
  };
  return (
    <Box
      ref={ref}
      tabIndex={-1}
      role={fromServer ? 'alert' : 'group'}
      aria-labelledby={id}
      // The browser's own focus on load: no script needed, and hydration moves nothing.
      autoFocus={fromServer || undefined}
      suppressHydrationWarning={fromServer || undefined}
    >
      <h2 id={id}>{title}</h2>
      {message ? <p>{message}</p> : null}
      {items.length > 0 ? (
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <a href={`#${item.id}`} onClick={(event) => goTo(event, item.id)}>
                {item.label}&nbsp;: {item.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </Box>
  );
});
