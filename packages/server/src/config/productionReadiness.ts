import type { FrameConfig } from '../frame/frameConfig.js'
import type { Project } from '../projects/project.js'
import { ServerConfigError } from './parseSetting.js'

const names = (projects: readonly Project[]) => projects.map((project) => project.id).join(', ')

/**
 * Outside development (`LATCH_DEVELOPMENT`), a server whose projects offer a login must have
 * the real counterpart of each development stand-in: SMTP for email codes, a wallet key of its
 * own, a configured OpenID provider for each social login but Farcaster, whose relay and ID
 * registry have real defaults.
 *
 * @throws {ServerConfigError} naming the missing setting and the projects that need it.
 */
export function assertProductionReady(projects: readonly Project[], frame: FrameConfig): void {
  const withEmail = projects.filter((project) => project.features.email)
  const withSocials = projects.filter((project) => project.features.socials !== false)
  if (withEmail.length > 0 && frame.mail.kind !== 'smtp') {
    throw new ServerConfigError(
      `LATCH_SMTP_URL is not set, and projects ${names(withEmail)} offer email login: set it (the development mailbox runs only with LATCH_DEVELOPMENT=true), or turn their "email" feature off`,
    )
  }
  if ((withEmail.length > 0 || withSocials.length > 0) && frame.walletKey === undefined) {
    throw new ServerConfigError(
      `LATCH_WALLET_KEY is not set, and projects ${names([...new Set([...withEmail, ...withSocials])])} offer logins: set it to 64 hex characters of your own secret key (the public development key is used only with LATCH_DEVELOPMENT=true)`,
    )
  }
  for (const project of withSocials) {
    for (const provider of project.features.socials || []) {
      // Farcaster signs in through its relay and the ID registry (LATCH_FARCASTER_*).
      if (provider === 'farcaster') continue
      if (!(provider in frame.socialProviders)) {
        throw new ServerConfigError(
          `LATCH_SOCIAL_PROVIDERS has no "${provider}", and project ${project.id} offers it: add its clientId and clientSecret, or remove it from the project's "socials" (the local OpenID provider runs only with LATCH_DEVELOPMENT=true)`,
        )
      }
    }
  }
}
