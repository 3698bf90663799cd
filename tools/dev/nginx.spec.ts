import { nginxConfig } from './nginx.mjs';

describe('nginxConfig (cluster layout)', () => {
  const conf = nginxConfig({ listenPort: 3000, apiPorts: [3010, 3011], dir: '/tmp/fw-nginx' });

  it('balances REST over every api process with keep-alive upstream connections', () => {
    const upstream = /upstream fachwerk_api \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    expect(upstream).toContain('server 127.0.0.1:3010');
    expect(upstream).toContain('server 127.0.0.1:3011');
    expect(upstream).not.toContain('ip_hash');
    expect(conf).toContain('listen 127.0.0.1:3000;');
    expect(conf).toMatch(/location \/ \{[^}]*proxy_set_header Connection "";/);
  });

  it('upgrades Socket.IO to WebSocket and pins its long-polling fallback to one process', () => {
    const upstream = /upstream fachwerk_socket \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    expect(upstream).toContain('ip_hash;');
    const socket = /location \/socket\.io\/ \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    expect(socket).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(socket).toContain('proxy_set_header Connection $connection_upgrade;');
    expect(socket).toContain('proxy_read_timeout 3600s;');
  });

  it('passes the client address on, for the per-IP limits behind TRUST_PROXY', () => {
    expect(conf.match(/X-Forwarded-For \$proxy_add_x_forwarded_for/g)).toHaveLength(2);
  });
});
