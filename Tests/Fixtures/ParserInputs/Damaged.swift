struct Before {
  var ok = 1
}

class Broken {
  var text = "unterminated
  func call() {
    foo(
  }
  var after = 2
}

/* never closed
