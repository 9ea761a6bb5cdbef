// The same jsdom set-up as @app/ui's own tests: layout stubs Ark needs, RTL document, Ark parts
// preloaded, 3 s for Ark's focus moves, cleanup after each test.
import '@app/ui/testing/setup';
