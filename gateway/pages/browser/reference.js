// The REST reference's start-up (served at /assets/pages/reference.js; the page: gateway/pages/reference.ts).
// Swagger UI renders this origin's /api/openapi.json. validatorUrl null: by default it loads a
// badge from validator.swagger.io, a request to another origin that the page's CSP refuses.
// "Try it out" sends the key Swagger UI's Authorize dialog was given (the document's security
// schemes); Swagger UI keeps it in memory only (persistAuthorization off), so a reload forgets it.
window.ui = SwaggerUIBundle({
  url: new URL("/api/openapi.json", window.location.href).href,
  dom_id: "#swagger-ui",
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: "StandaloneLayout",
  deepLinking: true,
  validatorUrl: null,
  persistAuthorization: false,
  // Every tag open, its operations listed (collapsed): the page lists every route at once.
  docExpansion: "list",
});
