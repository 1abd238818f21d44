import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ConfigurationPanel } from './ConfigurationPanel.js'
import { defaultDemoOptions } from './demoOptions.js'

function renderPanel(options = defaultDemoOptions) {
  const onChange = vi.fn()
  render(
    <ConfigurationPanel
      options={options}
      onChange={onChange}
      onReset={() => {}}
      adapterNamespaces={['eip155', 'solana']}
      availableNamespaces={['eip155']}
      servicesRunning={false}
    />,
  )
  return onChange
}

describe('ConfigurationPanel', () => {
  it('default: the machines are not inspected, and the switch says what it does', () => {
    renderPanel()
    const toggle = screen.getByRole('switch', { name: 'Inspect the machines' })
    expect((toggle as HTMLInputElement).checked).toBe(false)
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy()
    const hint = document.getElementById(toggle.getAttribute('aria-describedby') ?? '')
    expect(hint?.textContent).toContain('Machines panel')
  })

  it('behavior: the switch turns inspection on and off, leaving the other options alone', () => {
    const onChange = renderPanel()
    fireEvent.click(screen.getByRole('switch', { name: 'Inspect the machines' }))
    expect(onChange).toHaveBeenLastCalledWith({ ...defaultDemoOptions, inspect: true })
  })

  it('behavior: switched on, a click turns it off', () => {
    const onChange = renderPanel({ ...defaultDemoOptions, inspect: true })
    const toggle = screen.getByRole('switch', { name: 'Inspect the machines' })
    expect((toggle as HTMLInputElement).checked).toBe(true)
    fireEvent.click(toggle)
    expect(onChange).toHaveBeenLastCalledWith({ ...defaultDemoOptions, inspect: false })
  })
})
