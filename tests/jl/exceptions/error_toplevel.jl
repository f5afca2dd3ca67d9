println("start")
error("custom failure")
