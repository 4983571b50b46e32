# The UI kit: keys and buttons, screens and menus, text pages, card art.
