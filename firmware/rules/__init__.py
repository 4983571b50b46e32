# The pure rules of both games: no hardware, no clock, no global random source.
