import { route } from '@latch/core'
import './latch.css'
import { afterPaint } from '@latch/core/internal'
import { type CSSProperties, useEffect, useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import { directionOf } from '../i18n/direction.js'
import { t } from '../i18n/shellTranslate.js'
import { useLatchContext } from '../LatchContext.js'
import { resolveThemeMode, themeOverrides } from '../theme.js'
import { useLatch } from '../useLatch.js'
import { useLatchState } from '../useLatchState.js'
import { usePrefersDarkScheme } from '../usePrefersDarkScheme.js'
import { BackIcon, CloseIcon } from './icons.js'
import { lazyPart } from './lazyPart.js'
import { loadModalOpenParts } from './loadModalOpenParts.js'
import { ModalView } from './ModalView.js'
import { PartBoundary } from './PartBoundary.js'
import { SnackbarRegion } from './SnackbarRegion.js'
import { useClosable } from './useClosable.js'
import { useFocusTrap } from './useFocusTrap.js'
import { useHideOthers } from './useHideOthers.js'
import { useVisualViewportFit } from './useVisualViewportFit.js'
import { useChrome, ViewChromeProvider } from './viewChrome.js'

// Fetched with the shell, by the page (see `modalDialogChunk.ts`).
export { preloadConnectMethods } from './views/ConnectView.js'

export type ModalDialogProps = { embedded: boolean }

// Core raises an alert when a call fails (a wallet's, a service's), once the modal is open: its
// banner comes with what the open modal may need at once, which it fetches as it shows.
const alertBanner = lazyPart<object, 'AlertBanner'>(loadModalOpenParts, 'AlertBanner')

/** The banner of core's last alert, while there is one. */
function ModalAlert() {
  const shown = useLatchState((state) => state.alert !== undefined)
  if (!shown) return null
  return (
    <PartBoundary retry={alertBanner.preload}>
      <alertBanner.Part />
    </PartBoundary>
  )
}

/** The title, Back (when there is somewhere to go back to) and Close (when closing is allowed). */
function ModalHeader({ titleId, embedded }: { titleId: string; embedded: boolean }) {
  const client = useLatch()
  const view = useLatchState((state) => state.view)
  const canGoBack = useLatchState((state) => state.history.length > 1)
  const closable = useClosable()
  const chrome = useChrome()
  const back =
    chrome?.onBack ?? (canGoBack ? () => route(client, { type: 'router.back' }) : undefined)
  return (
    <header className="latch-header">
      {back ? (
        <button
          type="button"
          className="latch-icon-button"
          aria-label={t('modal.back')}
          onClick={back}
        >
          <BackIcon />
        </button>
      ) : (
        <span className="latch-header__spacer" />
      )}
      <h2 id={titleId} className="latch-title">
        {chrome?.title ?? t(`view.${view}`)}
      </h2>
      {embedded || !closable ? (
        <span className="latch-header__spacer" />
      ) : (
        <button
          type="button"
          className="latch-icon-button"
          aria-label={t('modal.close')}
          onClick={() => client.close()}
        >
          <CloseIcon />
        </button>
      )}
    </header>
  )
}

/**
 * The modal itself: themed, portalled to `body` unless embedded, a labelled dialog that
 * traps focus, closes on Escape and backdrop click through `client.close()` (which may
 * refuse and shake), with a header, the current view, alerts and snackbars.
 */
export function ModalDialog({ embedded }: ModalDialogProps) {
  const client = useLatch()
  const { theme, locale } = useLatchContext()
  const prefersDark = usePrefersDarkScheme()
  const open = useLatchState((state) => state.open)
  const shaking = useLatchState((state) => state.shaking)
  const view = useLatchState((state) => state.view)
  const entry = useLatchState((state) => state.history.at(-1))
  const titleId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const dialogRef = useRef<HTMLDivElement>(null)
  const overlay = !embedded && open
  const onKeyDownTrap = useFocusTrap(dialogRef, overlay)
  useHideOthers(rootRef, overlay)
  useVisualViewportFit(rootRef, overlay)

  // The shell shows the Connect view at once; the alert banner and where a pick leads load
  // meanwhile (`modalOpenParts`), the views beyond once the visitor goes on to one. Asked for
  // once the dialog is painted: each request costs the main thread a moment, which the first
  // frame should not wait for.
  useEffect(() => {
    let current = true
    afterPaint().then(() => {
      if (current) alertBanner.preload().catch(() => {})
    })
    return () => {
      current = false
    }
  }, [])

  // A new view replaces the focused control: keep focus inside the dialog. In the next frame,
  // as the focus trap's first focus (see `useFocusTrap`), which it leaves in place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of view
  useEffect(() => {
    const dialog = dialogRef.current
    if (!overlay || !dialog) return
    const frame = requestAnimationFrame(() => {
      if (!dialog.contains(document.activeElement)) dialog.focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [view, overlay])

  // Closed, the overlay is rendered ahead (hidden, see `LatchModal`) at the Connect view only:
  // it is the shell's; another view would fetch its chunk before anyone asks for it.
  if (!embedded && !open && view !== 'Connect') return null
  const mode = resolveThemeMode(theme.mode, prefersDark)
  const style = themeOverrides(theme.variables) as CSSProperties
  const dialog = (
    <div
      ref={rootRef}
      className={embedded ? 'latch-root latch-root--embedded' : 'latch-root'}
      lang={locale}
      dir={directionOf(locale)}
      data-theme={mode}
      style={style}
    >
      {embedded ? null : (
        // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the keyboard way to close
        // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control
        <div
          className="latch-backdrop"
          data-testid="latch-backdrop"
          onClick={() => client.close()}
        />
      )}
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal={embedded ? undefined : true}
        aria-labelledby={titleId}
        tabIndex={-1}
        className={shaking ? 'latch-modal latch-modal--shaking' : 'latch-modal'}
        data-state={open ? 'open' : 'closed'}
        data-view={view}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !embedded) {
            event.stopPropagation()
            client.close()
            return
          }
          onKeyDownTrap(event)
        }}
      >
        <ViewChromeProvider>
          <ModalHeader titleId={titleId} embedded={embedded} />
          <ModalAlert />
          <div className="latch-body">
            <ModalView view={view} entry={entry} />
          </div>
        </ViewChromeProvider>
        <SnackbarRegion />
      </div>
    </div>
  )
  return embedded ? dialog : createPortal(dialog, document.body)
}
