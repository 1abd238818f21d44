// Test-only: every test file starts with the views beyond the modal's shell loaded (as on a
// page whose visitor has had the modal open), so that tests find a view right after routing
// to it. The `*.lazy.test.tsx` files run without it: a page before the first click.
import { preloadViews } from '../modal/ModalView.js'

await preloadViews()
