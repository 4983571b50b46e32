# The hardware: display drivers and the Pico pin helpers the board files use.
