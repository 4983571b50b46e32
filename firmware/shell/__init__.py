# The app shell: the loop, the main menu, settings, about, the rules pages.
