import { Link } from '@arbora/shared/ui';
import styled from 'styled-components';
import { LoginForm } from './login-form';

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The login form with the ways out of it: a forgotten password, no account yet (unless shown beside it). */
export function LoginPanel({ signupLink = true }: { signupLink?: boolean }) {
  return (
    <>
      <LoginForm />
      <Links>
        <li>
          {/* U+202F before « ? », as French typography wants */}
          <Link to="/mot-de-passe-oublie">Mot de passe oublié{'\u202f'}?</Link>
        </li>
        {signupLink && (
          <li>
            Pas encore de compte{'\u202f'}? <Link to="/inscription">Créer un compte</Link>
          </li>
        )}
      </Links>
    </>
  );
}
