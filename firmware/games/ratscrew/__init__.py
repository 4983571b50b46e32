# Ratscrew on the device: setup, the table, pause and game over.
