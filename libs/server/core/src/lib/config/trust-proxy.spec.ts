import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy';
import { loadConfig } from './config';

describe('TRUST_PROXY', () => {
  it('takes false, true, a hop count, or proxy addresses, CIDRs and proxy-addr range names', () => {
    expect(parseTrustProxy('false')).toEqual({ value: false });
    expect(parseTrustProxy('true')).toEqual({ value: true });
    expect(parseTrustProxy('2')).toEqual({ value: 2 });
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback')).toEqual({
      value: ['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback'],
    });
  });

  it('refuses anything else, naming the variable and the wrong entries', () => {
    expect(parseTrustProxy('10.0.0.0/33,yes')).toEqual({ problem: expect.stringContaining('"10.0.0.0/33", "yes"') });
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY must be/);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '172.16.0.0/12' }).api.trustProxy).toEqual(['172.16.0.0/12']);
  });

  it('hands Fastify a hop count as a function of the hop', () => {
    const hops = fastifyTrustProxy(1) as (address: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.1', 1)]).toEqual([true, false]);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });
});
