/**
 * Google Tag Manager, only when GTM_ID is configured (ADR 0054): its start entry and its script,
 * both under this response's CSP nonce (ADR 0031), so the policy needs no `unsafe-inline`. The
 * `<noscript>` iframe is left out: without JavaScript there are no events to send.
 */
export function TagManager({ id, nonce }: { id: string; nonce: string }) {
  const start = `window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});`;
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: start }} />
      <script nonce={nonce} async src={`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`} />
    </>
  );
}
