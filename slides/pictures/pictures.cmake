# The window's pictures on the slides, made by its headless mode (slides/tools/build_deck.cmake reads this file):
#   picture(NAME FRAMES n SETTINGS file.ini [SEED s] [INSPECT boid|nearest-predator]
#           [CROP world|window|busiest|predator|obstacle|inspected|readout])
# NAME.png goes to images/pictures/. FRAMES steps are simulated from SEED; INSPECT then pauses, presses F and clicks
# that boid (a number, or the one nearest a predator); CROP keeps the world (the default), the whole window, or
# 600 x 450 at full size: where most boids are, around the most central predator or obstacle, or around the
# inspected boid; or the inspector's readout (the world's bottom-left corner).
# Each .ini is an ordinary settings file: `build/boids --settings slides/pictures/task2-separation.ini` opens the
# window in that state for a live demo (the window writes the sliders back to the file when it quits).

picture(window FRAMES 600 SETTINGS flock.ini CROP window)
picture(task1-alignment FRAMES 600 SETTINGS task1-alignment.ini CROP busiest)
picture(task2-separation FRAMES 600 SETTINGS task2-separation.ini CROP busiest)
picture(task3-cohesion FRAMES 600 SETTINGS task3-cohesion.ini CROP busiest)
picture(task4-flee FRAMES 200 SETTINGS task4-flee.ini CROP predator)
picture(task5-obstacles FRAMES 200 SETTINGS task5-obstacles.ini CROP obstacle)
picture(predators-obstacles FRAMES 600 SETTINGS predators-obstacles.ini)
picture(inspector-flock FRAMES 300 SETTINGS flock.ini INSPECT 0 CROP inspected)
picture(inspector-readout FRAMES 300 SETTINGS flock.ini INSPECT 0 CROP readout)
picture(inspector-flee FRAMES 390 SETTINGS inspector-flee.ini INSPECT nearest-predator CROP inspected)
