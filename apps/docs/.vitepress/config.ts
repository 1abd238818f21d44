import { defineConfig } from 'vitepress'
import { sidebar } from './sidebar.js'

// biome-ignore lint/style/noDefaultExport: VitePress reads its configuration's default export
export default defineConfig({
  title: 'Latch',
  description:
    'An embeddable, headless wallet-connection modal for five chain namespaces, with no vendor account.',
  lang: 'en',
  srcDir: 'pages',
  // Inside the package (not .vitepress/dist), where turbo's `dist/**` outputs find it.
  outDir: 'dist',
  cacheDir: '.vitepress/cache',
  // Every page is an .html file: the link test resolves links to files, as a static host does.
  cleanUrls: false,
  lastUpdated: false,
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/getting-started' },
      { text: 'Server', link: '/server' },
      { text: 'Security', link: '/security' },
    ],
    sidebar,
    outline: [2, 3],
    // Searched in the page with an index built at build time: no search service is asked.
    search: { provider: 'local' },
  },
})
