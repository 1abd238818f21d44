/** @type {import('next').NextConfig} */
const nextConfig = {
  // The example's own folder is the project root (not the monorepo's lockfile above it).
  turbopack: { root: new URL('../..', import.meta.url).pathname },
}

export default nextConfig
