# What is kept on the flash: safe writes, the settings.
