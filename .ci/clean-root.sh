# Shared by the checks that run on a clean Debian root (`.ci/fresh`,
# `.ci/package --clean-root`): sourced, not run. A root made by debootstrap
# under /var/tmp; everything mounted into it is unmounted, and checked in
# /proc/mounts, before it is deleted with --one-file-system, so nothing of the
# host can go with it.

export DEBIAN_FRONTEND=noninteractive
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"

step() { printf '\n== %s (%s)\n' "$*" "$(date -u +%H:%M:%S)"; }
fail() { echo "FAILED: $*" >&2; exit 1; }

need_tools() { # PACKAGE...: installs those of them the host lacks
  local missing="" p
  for p in "$@"; do dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"; done
  if [ -n "$missing" ]; then
    $sudo apt-get update -qq
    # shellcheck disable=SC2086
    $sudo apt-get install -y -qq --no-install-recommends $missing >/dev/null
  fi
}

root="" xpid="" display=""
# Processes still running inside the root (an app, a build, xdg-open's children).
kill_in_root() {
  local p
  for p in /proc/[0-9]*; do
    if [ "$(readlink "$p/root" 2>/dev/null)" = "$root" ]; then kill -9 "${p#/proc/}" 2>/dev/null || true; fi
  done
  sleep 1
}
cleanup_root() {
  local status=$? m
  for p in $xpid ${extra_pids:-}; do kill "$p" 2>/dev/null || true; done
  [ -n "$root" ] || exit $status
  kill_in_root
  for m in $(awk -v r="$root" 'index($2, r) == 1 {print $2}' /proc/mounts | sort -r); do
    umount "$m" || umount -l "$m" || true
  done
  if awk -v r="$root" 'index($2, r) == 1 {found=1} END {exit !found}' /proc/mounts; then
    echo "still mounted under $root: left in place, not deleted" >&2
    grep "$root" /proc/mounts >&2
    exit 1
  fi
  rm -rf --one-file-system "$root"
  echo "clean root removed"
  exit $status
}

in_root() { chroot "$root" env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin:/usr/games LANG=C.UTF-8 "$@"; }
# No terminal log (the root has no /dev/pts) and no download sandbox user.
apt_in_root() { in_root DEBIAN_FRONTEND=noninteractive apt-get -o Dpkg::Use-Pty=0 -o APT::Sandbox::User=root "$@"; }

trust_host_cas() { # the certificate authorities the host added to its own (a network
  # that inspects TLS, as some do, needs them to reach crates.io)
  local cas=(/usr/local/share/ca-certificates/*.crt)
  [ -e "${cas[0]}" ] || return 0
  mkdir -p "$root/usr/local/share/ca-certificates"
  cp "${cas[@]}" "$root/usr/local/share/ca-certificates/"
  in_root update-ca-certificates >/dev/null 2>&1
  echo "the host's own certificate authorities: ${#cas[@]}"
}

make_root() { # NAME: a minimal Debian 12 root in $root, /proc mounted, apt's lists fetched
  root=$(mktemp -d "/var/tmp/$1.XXXXXX")
  trap cleanup_root EXIT
  step "clean root: debootstrap (minbase, bookworm) in $root"
  local mirror
  mirror=$(awk '/^URIs:/ {print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
  mirror=${mirror:-http://deb.debian.org/debian}
  debootstrap --variant=minbase bookworm "$root" "$mirror" >"$root.debootstrap.log" 2>&1 \
    || { tail -20 "$root.debootstrap.log"; fail "debootstrap"; }
  rm -f "$root.debootstrap.log"
  cp /etc/resolv.conf "$root/etc/resolv.conf"
  mount -t proc proc "$root/proc"
  apt_in_root update -qq
}

start_x() { # an X server on the host, its socket folder shared read-only with the root
  display=$((100 + RANDOM % 300))
  Xvfb ":$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
  xpid=$!
  sleep 2
  mkdir -p "$root/tmp/.X11-unix"
  mount --bind /tmp/.X11-unix "$root/tmp/.X11-unix"
  mount -o remount,bind,ro "$root/tmp/.X11-unix"
}

screenshot_check() { # PNG: the X screen saved there, and its colour count checked
  DISPLAY=":$display" import -window root "$1"
  local colours
  colours=$(convert "$1" -format %k info:)
  echo "screenshot $1: $colours colours"
  [ "$colours" -ge 500 ] || fail "the screenshot has only $colours colours: no window drawn"
}
