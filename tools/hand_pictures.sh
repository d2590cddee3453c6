#!/usr/bin/env bash
# docs/hand-visions.png: the window's raised-hand signs (need help, done), headless, as normal vision and the three
# dichromacies see them. The simulation is Machado (2009) at severity 1 on linear RGB, the matrices of
# framework/app/logic/colour_vision.h, applied by ImageMagick; app.HandColours.* checks the same colours by number.
# Usage: bash tools/hand_pictures.sh [BUILD_DIR]   (default build/; needs ImageMagick and the DejaVu Sans font)
set -euo pipefail
kit=$(cd "$(dirname "$0")/.." && pwd)
boids=${1:-$kit/build}/boids
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
font=$(fc-match -f '%{file}' 'DejaVu Sans')
now=$(date +%s)
printf 'hand = help\nsince = %s\n' $((now - 12 * 60)) >"$work/help.txt"
printf 'hand = done 3\nsince = %s\n' $((now - 65)) >"$work/done.txt"
for kind in help done; do
  "$boids" --headless --frames 60 --seed 1 --hand "$work/$kind.txt" --screenshot "$work/$kind.bmp" >/dev/null
  convert "$work/$kind.bmp" -crop 700x170+0+0 +repage "$work/$kind.png"
done
convert "$work/help.png" "$work/done.png" -append +repage "$work/both.png"
# label IMAGE TITLE OUT
label() {
  convert "$1" -gravity north -background '#181d26' -splice 0x36 -font "$font" -fill white -pointsize 22 \
    -annotate +0+6 "$2" +repage "$3"
}
# seen TITLE MATRIX OUT: the picture through one vision's matrix
seen() {
  convert "$work/both.png" -colorspace RGB -color-matrix "$2" -colorspace sRGB +repage "$work/seen.png"
  label "$work/seen.png" "$1" "$3"
}
label "$work/both.png" "normal vision" "$work/normal.png"
seen "protanopia (Machado 2009)" "0.152286 1.052583 -0.204868 0.114503 0.786281 0.099216 -0.003882 -0.048116 1.051998" "$work/p.png"
seen "deuteranopia (Machado 2009)" "0.367322 0.860646 -0.227968 0.280085 0.672501 0.047413 -0.011820 0.042940 0.968881" "$work/d.png"
seen "tritanopia (Machado 2009)" "1.255528 -0.076749 -0.178779 -0.078411 0.930809 0.147602 0.004733 0.691367 0.303900" "$work/t.png"
convert \( "$work/normal.png" "$work/p.png" +append \) \( "$work/d.png" "$work/t.png" +append \) -append +repage \
  "$kit/docs/hand-visions.png"
echo "docs/hand-visions.png made from $boids"
