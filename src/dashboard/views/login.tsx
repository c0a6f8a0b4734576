import { Page } from './layout.tsx';

export type LoginProps = { csrf: string; next?: string; email?: string; error?: string };

export function LoginPage({ csrf, next, email, error }: LoginProps) {
  return (
    <Page title="Sign in">
      <div class="login panel">
        <h1>wholesale-hub · support</h1>
        {error && (
          <div class="flash error" role="alert">
            {error}
          </div>
        )}
        <form method="post" action="/dashboard/login">
          <input type="hidden" name="_csrf" value={csrf} />
          {next && <input type="hidden" name="next" value={next} />}
          <label>
            E-mail
            <input type="email" name="email" value={email} autocomplete="username" required autofocus />
          </label>
          <label>
            Password
            <input type="password" name="password" autocomplete="current-password" required />
          </label>
          <button type="submit">Sign in</button>
        </form>
      </div>
    </Page>
  );
}
