/// Names for things Swift must tell apart by name alone, such as enum cases (whose case paths
/// clash when two share a base name) and a client's closure properties: overloads of one base
/// name each take their argument labels (`load`, `loadPage`), failing those their parameter
/// types (`loadInt`, `loadString`), failing those a number (`load`, `load2`). A name already
/// taken is never given again.
enum DistinctNames {
  struct Candidate {
    var base: String
    var labels: [String]
    var types: [String]
  }

  /// One name per candidate, in order.
  static func assign(_ candidates: [Candidate], taken: Set<String> = []) -> [String] {
    var names = candidates.map(\.base)
    var order: [String] = []
    var groups: [String: [Int]] = [:]
    for (index, candidate) in candidates.enumerated() {
      if groups[candidate.base] == nil { order.append(candidate.base) }
      groups[candidate.base, default: []].append(index)
    }
    var used = taken.union(order.filter { groups[$0]?.count == 1 })
    for base in order {
      guard let members = groups[base] else { continue }
      if members.count == 1 {
        // A single candidate keeps its name unless something taken before has it.
        if taken.contains(base) { names[members[0]] = numbered(base, 1, used)[0] }
        used.insert(names[members[0]])
        continue
      }
      let byLabels = members.map { base + candidates[$0].labels.map(CaseConversion.upperFirst).joined() }
      let byTypes = zip(members, byLabels).map { index, name in
        name + candidates[index].types.flatMap { TypeText($0).mentionedNames }.map(CaseConversion.upperFirst).joined()
      }
      let chosen = isDistinct(byLabels, from: used) ? byLabels : isDistinct(byTypes, from: used) ? byTypes : numbered(base, members.count, used)
      for (index, name) in zip(members, chosen) {
        names[index] = name
        used.insert(name)
      }
    }
    return names
  }

  private static func isDistinct(_ names: [String], from taken: Set<String>) -> Bool {
    Set(names).count == names.count && taken.isDisjoint(with: names)
  }

  /// `send`, `send2`, `send3`, skipping names taken.
  private static func numbered(_ base: String, _ count: Int, _ taken: Set<String>) -> [String] {
    var names: [String] = []
    var number = 1
    while names.count < count {
      let name = number == 1 ? base : "\(base)\(number)"
      if !taken.contains(name) { names.append(name) }
      number += 1
    }
    return names
  }
}
