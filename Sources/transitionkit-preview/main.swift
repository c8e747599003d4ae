// The `transitionkit-preview` command; filled in by the preview work.
