// The GraphQL explorer's start-up (served at /assets/pages/explorer.js; the page: gateway/pages/explorer.ts).
// GraphiQL runs over /graphql on this origin: queries and mutations over HTTP, subscriptions over
// graphql-ws on the same path. The API key is entered once in the bar above the editor and sent
// as X-API-Key on every request (and in graphql-ws's connection_init payload). It is kept in
// sessionStorage: it survives reloads of the tab but leaves with the tab, so a key typed on a
// shared machine is not left behind in localStorage for the next user of the browser.
const KEY_STORAGE = "quant-federation.api-key";
const endpoint = new URL("/graphql", window.location.href);
const subscriptions = new URL(endpoint);
subscriptions.protocol = endpoint.protocol === "https:" ? "wss:" : "ws:";

const form = document.getElementById("key-form");
const field = document.getElementById("api-key");
const state = document.getElementById("key-state");
const root = ReactDOM.createRoot(document.getElementById("graphiql"));

function render(key) {
  const headers = key ? { "x-api-key": key } : {};
  // The subscription client's connection_init params are wsConnectionParams plus the header
  // editor's headers, not `headers`: the key goes there too, where the gateway reads it
  // (gateway/host.ts). Without it the socket is refused (4403).
  const fetcher = GraphiQL.createFetcher({
    url: endpoint.href,
    subscriptionUrl: subscriptions.href,
    wsConnectionParams: headers,
    headers,
  });
  state.textContent = key ? "key set for this tab" : "no key: enter one to query";
  // A new key is a new GraphiQL, which introspects with it. Without a key there is nothing to
  // introspect with (the schema needs one, like every other request): no schema until one is set.
  root.render(
    React.createElement(GraphiQL, {
      key: key || "none",
      fetcher,
      ...(key ? {} : { schema: null }),
      defaultQuery:
        '{\n  instrument(ticker: "AAPL") {\n    ticker\n    priceSnapshot {\n      price\n    }\n  }\n}\n',
      isHeadersEditorEnabled: true,
      shouldPersistHeaders: false,
    }),
  );
}

form.addEventListener("submit", (event) => {
  event.preventDefault();
  const key = field.value.trim();
  if (key) sessionStorage.setItem(KEY_STORAGE, key);
  else sessionStorage.removeItem(KEY_STORAGE);
  field.value = "";
  render(key);
});

render(sessionStorage.getItem(KEY_STORAGE) ?? "");
