"""The engine's speed under Wine against the Linux build's, from the same run."""
import sys

perft_linux, perft_windows, search_linux, search_windows = map(float, sys.argv[1:])
print(f"perft dama 8: {perft_windows:.1f} M moves/s under Wine, {perft_linux:.1f} M on Linux:"
      f" ratio {perft_windows / perft_linux:.2f}")
print(f"search to depth 10: {search_windows / 1e6:.2f} M nodes/s under Wine,"
      f" {search_linux / 1e6:.2f} M on Linux: ratio {search_windows / search_linux:.2f}")
