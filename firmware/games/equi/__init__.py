# Equi on the device: setup, the table with hidden hands, hand-offs, pause and game over.
