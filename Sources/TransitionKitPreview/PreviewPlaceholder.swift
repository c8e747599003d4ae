// Headless previews of TransitionKit plans; filled in by the preview work.
