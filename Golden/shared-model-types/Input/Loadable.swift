/// Where a screen's list stands, for any list.
enum Loadable<Value> {
  case idle
  case loaded(Value)
  case failed(message: String)
}
