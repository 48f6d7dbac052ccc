import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * A back-office screen's error (403: the role does not open it; 404: no such record), shown inside
 * the frame. Every admin route re-exports it: `export { AdminErrorBoundary as ErrorBoundary }`.
 */
export function AdminErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, text] =
    status === 403
      ? ['Немає доступу', 'Ваша роль не відкриває цей розділ або дію.']
      : status === 404
        ? ['Не знайдено', 'Такого запису немає.']
        : ['Помилка', 'Щось пішло не так. Спробуйте ще раз.'];
  return (
    <div className="admin-page admin-error-page">
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <a href="/admin">До огляду</a> · <a href="/admin/login">Увійти іншим користувачем</a>
      </p>
    </div>
  );
}
