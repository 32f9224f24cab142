print("todos-load: not yet")
