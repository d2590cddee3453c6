#!/usr/bin/env bash
# Builds the kit's Windows dependencies with MinGW-w64 from Debian's source packages, once: SDL2 and SDL2_ttf as
# DLLs, freetype (in SDL2_ttf), fmt and GoogleTest as static libraries, and nlohmann-json's and cpp-httplib's
# headers. Prints the prefix's path on stdout, and what it did on stderr.
#   tools/windows/build-deps.sh
# The prefix is cached in ${XDG_CACHE_HOME:-~/.cache}/boids-kit/mingw-deps-KEY, KEY a hash of the source packages'
# versions, the compiler's, CMake's, this script and the toolchain file: any of them changes, it builds anew. It is
# built in a folder beside it and renamed into place at the end, so an interrupted build never leaves a prefix that
# looks complete. As root (CI) it installs what it needs (the MinGW-w64 compilers, CMake, Ninja, dpkg-dev) and adds
# deb-src to apt's sources; otherwise it names the command to run. It never reads standard input.
set -euo pipefail
exec </dev/null

kit="$(cd "$(dirname "$0")/../.." && pwd)"
toolchain="$kit/cmake/toolchains/mingw-w64.cmake"
cache="${XDG_CACHE_HOME:-$HOME/.cache}/boids-kit"
packages=(libsdl2 libsdl2-ttf freetype fmtlib googletest nlohmann-json3 cpp-httplib)  # Debian's source package names
tools=(g++-mingw-w64-x86-64-posix cmake ninja-build dpkg-dev xz-utils)
say() { echo "$@" >&2; }

as_root() {
  if [ "$(id -u)" -ne 0 ]; then
    say "Windows dependencies: $1; as root, run: $2"
    exit 1
  fi
  say "Windows dependencies: $1; running: $2"
}

missing=()
for package in "${tools[@]}"; do
  dpkg-query -W -f '${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  as_root "missing ${missing[*]}" "apt-get install -y ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# The key: what apt-get source would fetch (the .dsc files' names carry the versions), the tools, and the recipe.
# apt-get source needs deb-src lines: the same mirrors as apt's deb lines, in a file of the kit's own.
dscs() { apt-get source --print-uris -qq "${packages[@]}" 2>/dev/null | awk '$2 ~ /\.dsc$/ {print $2}'; }
mapfile -t dscs < <(dscs)
if [ ${#dscs[@]} -ne ${#packages[@]} ]; then
  as_root "apt has no deb-src sources" "a deb-src copy of apt's sources, then apt-get update"
  for sources in /etc/apt/sources.list.d/debian.sources /etc/apt/sources.list.d/ubuntu.sources; do
    if [ -f "$sources" ]; then
      sed 's/^Types: deb$/Types: deb-src/' "$sources" > "/etc/apt/sources.list.d/boids-kit-deb-src.sources"
    fi
  done
  if [ -f /etc/apt/sources.list ] && grep -q '^deb ' /etc/apt/sources.list; then
    sed -n 's/^deb /deb-src /p' /etc/apt/sources.list > /etc/apt/sources.list.d/boids-kit-deb-src.list
  fi
  apt-get update -qq
  mapfile -t dscs < <(dscs)
  if [ ${#dscs[@]} -ne ${#packages[@]} ]; then
    say "Windows dependencies: apt-get source finds ${dscs[*]:-nothing}, not all of ${packages[*]}"
    exit 1
  fi
fi
key=$( { printf '%s\n' "${dscs[@]}"
         dpkg-query -W -f '${Package} ${Version}\n' g++-mingw-w64-x86-64-posix mingw-w64-x86-64-dev
         cmake --version | head -n 1
         cat "$0" "$toolchain"; } | sha256sum | cut -c1-12)
prefix="$cache/mingw-deps-$key"

if [ -f "$prefix/BUILT" ]; then
  say "Windows dependencies: cache hit, $prefix ($(cat "$prefix/BUILT"))"
  echo "$prefix"
  exit 0
fi

mkdir -p "$cache"
exec 9>"$cache/mingw-deps.lock"
flock 9  # one build at a time; the one that waited finds the prefix made
if [ -f "$prefix/BUILT" ]; then
  say "Windows dependencies: cache hit, $prefix ($(cat "$prefix/BUILT"))"
  echo "$prefix"
  exit 0
fi
rm -rf "$cache"/mingw-deps-*.partial  # interrupted builds: nothing else builds now
work="$prefix.partial"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/src"
say "Windows dependencies: building them once into $prefix (${dscs[*]}); 5 to 10 minutes on 2 cores"
start=$SECONDS
(cd "$work/src" && apt-get source -qq -o APT::Sandbox::User=root "${packages[@]}" >/dev/null)

# Installed with their final prefix into a staging folder (DESTDIR), so that the paths they record (pkg-config's
# files) name the prefix; each one after the first finds the others there.
stage="$work/stage"
staged="$stage$prefix"
build() {  # build NAME SOURCE-FOLDER CMAKE-OPTIONS...
  local name=$1 source=$2
  shift 2
  local step=$SECONDS
  cmake -S "$source" -B "$work/build/$name" -G Ninja -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_INSTALL_PREFIX="$prefix" -DCMAKE_FIND_ROOT_PATH="$staged" "$@" > "$work/$name.log" 2>&1 &&
    cmake --build "$work/build/$name" >> "$work/$name.log" 2>&1 &&
    DESTDIR="$stage" cmake --install "$work/build/$name" >> "$work/$name.log" 2>&1 ||
    { say "Windows dependencies: $name did not build; the end of its log:"; tail -n 30 "$work/$name.log" >&2; exit 1; }
  say "  $name: $((SECONDS - step)) s"
}
src() { find "$work/src" -mindepth 1 -maxdepth 1 -type d -name "$1-[0-9]*" | head -n 1; }
build fmt "$(src fmtlib)" -DFMT_TEST=OFF -DFMT_DOC=OFF
build googletest "$(src googletest)" -DBUILD_GMOCK=OFF
build nlohmann-json "$(src nlohmann-json3)" -DJSON_BuildTests=OFF -DJSON_Install=ON
# The room's HTTP library, as its header alone with its CMake package (httplib::httplib), with no TLS or compression.
build cpp-httplib "$(src cpp-httplib)" -DHTTPLIB_USE_OPENSSL_IF_AVAILABLE=OFF -DHTTPLIB_USE_ZLIB_IF_AVAILABLE=OFF \
      -DHTTPLIB_USE_BROTLI_IF_AVAILABLE=OFF
build freetype "$(src freetype)" -DBUILD_SHARED_LIBS=OFF -DFT_DISABLE_ZLIB=ON -DFT_DISABLE_BZIP2=ON \
      -DFT_DISABLE_PNG=ON -DFT_DISABLE_HARFBUZZ=ON -DFT_DISABLE_BROTLI=ON
build SDL2 "$(src libsdl2)" -DSDL_SHARED=ON -DSDL_STATIC=OFF -DSDL_TEST=OFF
# The +dfsg tarball has no bundled freetype: SDL2_ttf takes the one above.
build SDL2_ttf "$(src libsdl2-ttf)" -DBUILD_SHARED_LIBS=ON -DSDL2TTF_VENDORED=OFF -DSDL2TTF_HARFBUZZ=OFF \
      -DSDL2TTF_SAMPLES=OFF

versions=$(printf '%s\n' "${dscs[@]}" | sed -E 's/\.dsc$//; s/^libsdl2-ttf_/SDL2_ttf /; s/^libsdl2_/SDL2 /;
                                               s/^fmtlib_/fmt /; s/^googletest_/GoogleTest /; s/^freetype_/freetype /;
                                               s/^nlohmann-json3_/nlohmann-json /; s/^cpp-httplib_/cpp-httplib /' |
           paste -sd, - | sed 's/,/, /g')
echo "$versions; built $(date -u '+%Y-%m-%d %H:%M UTC') in $((SECONDS - start)) s" > "$staged/BUILT"
mv "$staged" "$prefix"
for old in "$cache"/mingw-deps-*; do  # the prefixes of older versions
  if [ -d "$old" ] && [ "$old" != "$prefix" ]; then
    rm -rf "$old"
  fi
done
say "Windows dependencies: built in $((SECONDS - start)) s, $(du -sh "$prefix" | cut -f1): $prefix ($versions)"
echo "$prefix"
