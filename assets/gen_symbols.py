#!/usr/bin/python3
"""Writes symbols.ttf: the symbols the app writes that Fyne's text font (Noto
Sans) lacks, cut from DejaVu Sans, with Noto Sans's vertical metrics and space.

Fyne draws each character from the first font that has it, and the app's
theme puts this font first (app/theme.go). A space after a symbol stays in
the symbol's run, so the font needs a space; and Fyne takes a line's height
from the font that has the space, so that space, and the font's ascent,
descent and line gap, must be Noto Sans's for text to look as before.

Needs Debian's fonttools and fonts-dejavu-core; run from assets/:
    /usr/bin/python3 gen_symbols.py NotoSans-Regular.ttf
with the NotoSans-Regular.ttf of fyne.io/fyne/v2/theme/font.
"""
import sys

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.ttLib.scaleUpem import scale_upem

# arrows, ticks and crosses, <= >=, ~=, !=, infinity; and the space
UNICODES = [0x20] + list(range(0x2190, 0x2196)) + list(range(0x2713, 0x2719)) + [0x2264, 0x2265, 0x2248, 0x2260, 0x221E]

noto = TTFont(sys.argv[1])
font = TTFont("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
opts = subset.Options()
opts.hinting = False
opts.layout_features = []
opts.name_IDs = ["*"]
opts.name_legacy = True
opts.notdef_outline = True
sub = subset.Subsetter(opts)
sub.populate(unicodes=UNICODES)
sub.subset(font)
scale_upem(font, noto["head"].unitsPerEm)

for attr in ("ascent", "descent", "lineGap"):
    setattr(font["hhea"], attr, getattr(noto["hhea"], attr))
for attr in ("sTypoAscender", "sTypoDescender", "sTypoLineGap", "usWinAscent", "usWinDescent"):
    setattr(font["OS/2"], attr, getattr(noto["OS/2"], attr))
font["OS/2"].fsSelection = (font["OS/2"].fsSelection & ~(1 << 7)) | (noto["OS/2"].fsSelection & (1 << 7))
space = font.getBestCmap()[0x20]
font["hmtx"][space] = (noto["hmtx"][noto.getBestCmap()[0x20]][0], 0)
font.save("symbols.ttf")
