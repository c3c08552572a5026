/**
 * Renders the cashier's OpenAPI document (./openapi.json) with Swagger UI: a file of its own, since
 * the page's Content-Security-Policy allows no inline script (mocks/server/apiReference.ts).
 */
/* global SwaggerUIBundle */
window.ui = SwaggerUIBundle({
  url: './openapi.json',
  dom_id: '#swagger-ui',
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
  // Never ask swagger.io to validate the document (the page is offline; a test validates it).
  validatorUrl: null,
});
