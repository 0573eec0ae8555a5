import { afterEach, describe, expect, test, vi } from 'vitest'
import { connectHost, guardConnect, isLoopbackHost, refusedHosts } from './loopbackOnly.js'

afterEach(() => {
  refusedHosts.length = 0
})

describe('loopback-only guard', () => {
  test('behavior: loopback hosts pass, others do not', () => {
    for (const host of [
      '127.0.0.1',
      '127.1.2.3',
      'localhost',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
    ]) {
      expect(isLoopbackHost(host), host).toBe(true)
    }
    for (const host of ['192.0.2.1', '10.0.0.1', 'example.com', '::2', '128.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(false)
    }
  })

  test('parameters: every connect overload', () => {
    expect(connectHost([{ host: 'a.example', port: 1 }])).toBe('a.example')
    expect(connectHost([{ port: 1 }])).toBe('localhost')
    expect(connectHost([{ path: '/tmp/s' }])).toBeUndefined()
    expect(connectHost([443, 'b.example'])).toBe('b.example')
    expect(connectHost(['/tmp/socket'])).toBeUndefined()
  })

  test('behavior: a connection outside loopback is refused before it is made', () => {
    const connect = vi.fn()
    const guarded = guardConnect(connect)
    expect(() => guarded({ host: '192.0.2.1', port: 9 })).toThrowError(
      'refused a connection to 192.0.2.1',
    )
    expect(connect).not.toHaveBeenCalled()
    expect(refusedHosts).toEqual(['192.0.2.1'])
    guarded({ host: '127.0.0.1', port: 9 })
    expect(connect).toHaveBeenCalledOnce()
  })

  test('behavior: the guard is installed on real sockets', async () => {
    const net = await import('node:net')
    const socket = new net.Socket()
    // Refused synchronously, before the socket starts connecting: no packet is sent.
    expect(() => socket.connect({ host: '192.0.2.1', port: 9 })).toThrowError('loopback only')
    socket.destroy()
    refusedHosts.length = 0
  })
})
