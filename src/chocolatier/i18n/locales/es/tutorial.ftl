## Los tutoriales: la página Aprender, el entrenador en una mesa de tutorial y los pasos de
