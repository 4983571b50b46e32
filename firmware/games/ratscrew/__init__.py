# Ratscrew's wing: all of the game but its rules (games/__init__.py lists its files; wing.py is
# what the shell and the saves call).
