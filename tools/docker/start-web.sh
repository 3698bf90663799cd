#!/bin/sh
# The web image's start: renders the runtime manifest's public URLs (PUBLIC_API_URL,
# PUBLIC_CLIENT_URL, PUBLIC_SUPPLIER_URL, PUBLIC_ADMIN_URL) into the server blocks of
# nginx.conf.template, writes an nginx.conf whose pid and temp files live under /tmp (read-only root
# filesystem, unprivileged user), and runs nginx in the foreground.
set -eu
: "${PUBLIC_API_URL:?}" "${PUBLIC_CLIENT_URL:?}" "${PUBLIC_SUPPLIER_URL:?}" "${PUBLIC_ADMIN_URL:?}"
dir=/tmp/nginx
mkdir -p "$dir"
escape() { printf '%s' "$1" | sed 's/[&|\\]/\\&/g'; }
sed -e "s|\${PUBLIC_API_URL}|$(escape "$PUBLIC_API_URL")|g" \
    -e "s|\${PUBLIC_CLIENT_URL}|$(escape "$PUBLIC_CLIENT_URL")|g" \
    -e "s|\${PUBLIC_SUPPLIER_URL}|$(escape "$PUBLIC_SUPPLIER_URL")|g" \
    -e "s|\${PUBLIC_ADMIN_URL}|$(escape "$PUBLIC_ADMIN_URL")|g" \
    /etc/nginx/fachwerk.conf.template > "$dir/fachwerk.conf"
cat > "$dir/nginx.conf" <<CONF
worker_processes auto;
pid $dir/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log /dev/stdout;
  sendfile on;
  client_body_temp_path $dir/body;
  proxy_temp_path $dir/proxy;
  fastcgi_temp_path $dir/fastcgi;
  uwsgi_temp_path $dir/uwsgi;
  scgi_temp_path $dir/scgi;
  include $dir/fachwerk.conf;
}
CONF
exec nginx -c "$dir/nginx.conf" -g 'daemon off;'
