import { runtimeLoadFailedAlert } from '@latch/core/errors'
import { Component, type ReactNode, Suspense } from 'react'
import { t } from '../i18n/shellTranslate.js'
import { LoadFailedAlert } from '../LoadFailedAlert.js'
import { PartLoadError } from './lazyPart.js'
import { PartLoading } from './PartLoading.js'

export type PartBoundaryProps = {
  children: ReactNode
  /** Fetches the part's chunk again, for "Try again". */
  retry: () => Promise<unknown>
}

type PartBoundaryState = { error: unknown }

/**
 * Around a part of a chunk of its own (`lazyPart`): its loading state while the chunk loads,
 * and, when the chunk cannot load, the load failure with "Try again" in its place. Any other
 * error is not a loading matter and goes on to the boundaries above.
 */
export class PartBoundary extends Component<PartBoundaryProps, PartBoundaryState> {
  override state: PartBoundaryState = { error: undefined }

  static getDerivedStateFromError(error: unknown): PartBoundaryState {
    return { error }
  }

  override render() {
    const { error } = this.state
    if (error !== undefined && !(error instanceof PartLoadError)) throw error
    if (error) {
      return (
        <LoadFailedAlert
          alert={runtimeLoadFailedAlert}
          action={{
            label: t('common.tryAgain'),
            run: () => {
              this.props.retry().catch(() => {})
              this.setState({ error: undefined })
            },
          }}
        />
      )
    }
    return <Suspense fallback={<PartLoading />}>{this.props.children}</Suspense>
  }
}
