// `@app/ui/hooks`: hooks a few remotes use. A subpath, not the root: the root is the shared module
// the shell loads at start-up, while a subpath is bundled by the remotes that import it.
export { usePreviewUrl } from './use-preview-url';
