import { fromPromise } from 'xstate'
import { InternalError } from '../errors/internal.js'
import {
  type OnrampOptions,
  type OnrampQuote,
  type OnrampQuoteInput,
  type OnrampUrlInput,
  onrampMachine,
} from '../machines/onramp.js'
import { isSafePageUrl } from '../security/safeUrl.js'

export type BuyEffectsParameters = {
  /** Opens the provider's page (a new tab). */
  openUrl: (url: string) => void
}

// The client has no onramp service calls yet (SPEC.md §7 `/v1/onramp/*`): each call fails, and
// the machine does what the spec says then (§8): the built-in options, a quote echoing the
// amount, and the failure of the URL generator shown to the visitor.
function serviceMissing(): never {
  throw new InternalError('NOT_PROVIDED', { values: { name: 'onramp service' } })
}

/**
 * The onramp machine with this client's effects (SPEC.md §4 "Onramp"): loaded on the first
 * buy, so that pages where no one buys do not carry it. Only a safe page URL is opened.
 */
export function createBuyLogic({ openUrl }: BuyEffectsParameters) {
  return onrampMachine.provide({
    actors: {
      loadOptions: fromPromise<OnrampOptions, { provider: string }>(async () => serviceMissing()),
      getQuote: fromPromise<OnrampQuote, OnrampQuoteInput>(async () => serviceMissing()),
      getOnrampUrl: fromPromise<string, OnrampUrlInput>(async () => serviceMissing()),
    },
    actions: {
      openUrl: (_, { url }) => {
        if (isSafePageUrl(url)) openUrl(url)
      },
    },
  })
}
