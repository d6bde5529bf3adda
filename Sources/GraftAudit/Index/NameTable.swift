/// A dictionary keyed by `Name` for the detectors' inner loops: open addressing on the name's
/// own hash bits, so that a look-up per token costs no hashing. Reads only, once built.
struct NameTable<Value: Sendable>: Sendable {
  private var keys: [UInt64]
  private var values: [Value?]
  private let mask: Int
  private(set) var count = 0

  init(minimumCapacity: Int = 8) {
    var capacity = 16
    while capacity < minimumCapacity * 2 { capacity *= 2 }
    // Allocated through `reserveCapacity`, which is compiled for these element types:
    // `Array(repeating:count:)` allocates through an entry point compiled once for all types,
    // which looks the storage's class up in the runtime's shared metadata table on each call,
    // and the detectors make thousands of small tables.
    keys = []
    keys.reserveCapacity(capacity)
    keys.append(contentsOf: repeatElement(0, count: capacity))
    values = []
    values.reserveCapacity(capacity)
    values.append(contentsOf: repeatElement(nil, count: capacity))
    mask = capacity - 1
  }

  init(_ pairs: some Sequence<(Name, Value)>) {
    let pairs = Array(pairs)
    self.init(minimumCapacity: pairs.count)
    for (name, value) in pairs { self[name] = value }
  }

  subscript(name: Name) -> Value? {
    get {
      guard name != .none else { return nil }
      var slot = Int(truncatingIfNeeded: name.hash) & mask
      while keys[slot] != 0 {
        if keys[slot] == name.hash { return values[slot] }
        slot = (slot + 1) & mask
      }
      return nil
    }
    set {
      guard name != .none, let newValue else { return }
      if count * 2 >= keys.count { grow() }
      var slot = Int(truncatingIfNeeded: name.hash) & mask
      while keys[slot] != 0, keys[slot] != name.hash { slot = (slot + 1) & mask }
      if keys[slot] == 0 { count += 1 }
      keys[slot] = name.hash
      values[slot] = newValue
    }
  }

  /// A value for `name`, made by `make` on first use and changed in place after.
  mutating func update(_ name: Name, default make: @autoclosure () -> Value, _ change: (inout Value) -> Void) {
    var value = self[name] ?? make()
    change(&value)
    self[name] = value
  }

  private mutating func grow() {
    var bigger = NameTable(minimumCapacity: keys.count)
    for (slot, key) in keys.enumerated() where key != 0 { bigger[Name(rawHash: key)] = values[slot] }
    self = bigger
  }
}

/// Names only: `contains` per token without hashing.
struct NameSet: Sendable {
  private var table: NameTable<Bool>

  init(_ names: some Sequence<Name>) { table = NameTable(names.map { ($0, true) }) }

  init(_ words: [String]) { self.init(words.map { Name($0) }) }

  func contains(_ name: Name) -> Bool { table[name] != nil }

  mutating func insert(_ name: Name) { table[name] = true }
}
