/// Builds the tree of a template from its tags: matches sections, applies the inheritance
/// spec's paired-standalone rules, and keeps block contents as text.
struct TemplateParser {
  var scanner: TemplateScanner
  var tags: [TemplateScanner.Tag]
  /// For each opening tag's index, its closing tag's index.
  var closing: [Int: Int] = [:]

  static func parse(name: String, source: String, delimiters: Delimiters = .standard) throws -> [TemplateNode] {
    let scanner = TemplateScanner(name: name, source: source)
    var parser = TemplateParser(scanner: scanner, tags: try scanner.scan(startingWith: delimiters))
    try parser.matchSections()
    parser.applyPairedStandalone()
    var index = 0
    var cursor = 0
    return try parser.nodes(until: nil, index: &index, cursor: &cursor)
  }

  /// Sections nest by recursion when rendered; deeper than this no real template goes.
  static let maximumNesting = 256

  private mutating func matchSections() throws {
    var open: [Int] = []
    for (index, tag) in tags.enumerated() {
      switch tag.kind {
      case .section, .inverted, .block, .parent:
        open.append(index)
        if open.count > Self.maximumNesting {
          throw scanner.error("sections nested more than \(Self.maximumNesting) deep", at: tag.start)
        }
      case .close:
        guard let opener = open.popLast() else {
          throw scanner.error("closing tag '\(tag.content)' has no open section", at: tag.start)
        }
        guard tags[opener].content == tag.content else {
          throw scanner.error(
            "closing tag '\(tag.content)' does not match the open section '\(tags[opener].content)'", at: tag.start)
        }
        closing[opener] = index
      default:
        break
      }
    }
    if let unclosed = open.last {
      throw scanner.error("unclosed section '\(tags[unclosed].content)'", at: tags[unclosed].start)
    }
  }

  /// A parent's or block's opening and closing tags, or a parent's tag and its first or last
  /// block's, may share one line and still stand alone together (`{{<parent}}{{$block}}`).
  private mutating func applyPairedStandalone() {
    for (opener, closer) in closing {
      switch tags[opener].kind {
      case .block:
        if pairStandsAlone(opener, closer) {
          tags[opener].isStandalone = true
          tags[opener].removedStart = scanner.lineStart(of: tags[opener].start)
          // The closing tag keeps its line break, so an empty block still ends its line.
          tags[closer].removedEnd = scanner.lineBreak(at: scanner.whitespaceAfter(tags[closer].end)!)
        }
      case .parent:
        if pairStandsAlone(opener, closer) {
          tags[opener].isStandalone = true
          tags[opener].removedStart = scanner.lineStart(of: tags[opener].start)
          tags[closer].removedEnd = scanner.whitespaceAfter(tags[closer].end)!
        }
        let blocks = directBlocks(of: opener, closer)
        if let first = blocks.first, pairStandsAlone(opener, first) {
          tags[opener].isStandalone = true
          tags[opener].removedStart = scanner.lineStart(of: tags[opener].start)
          tags[first].isStandalone = true
          tags[first].removedEnd = scanner.whitespaceAfter(tags[first].end)!
        }
        if let last = blocks.last, let lastClose = closing[last], pairStandsAlone(lastClose, closer) {
          tags[lastClose].removedStart = scanner.lineStart(of: tags[lastClose].start)
          tags[closer].removedEnd = scanner.whitespaceAfter(tags[closer].end)!
        }
      default:
        break
      }
    }
  }

  private func pairStandsAlone(_ first: Int, _ second: Int) -> Bool {
    tags[first].end == tags[second].start && scanner.whitespaceBefore(tags[first].start)
      && scanner.whitespaceAfter(tags[second].end) != nil
  }

  /// The blocks directly inside a parent, in order.
  private func directBlocks(of opener: Int, _ closer: Int) -> [Int] {
    var blocks: [Int] = []
    var index = opener + 1
    while index < closer {
      if tags[index].kind == .block { blocks.append(index) }
      index = closing[index].map { $0 + 1 } ?? index + 1
    }
    return blocks
  }

  /// The nodes from `index` up to the closing tag at `end` (or the end of the template).
  private func nodes(until end: Int?, index: inout Int, cursor: inout Int) throws -> [TemplateNode] {
    var nodes: [TemplateNode] = []
    let stop = end ?? tags.count
    while index < stop {
      let tag = tags[index]
      if tag.removedStart > cursor { nodes.append(.text(scanner.text(cursor, tag.removedStart))) }
      cursor = max(cursor, tag.removedEnd)
      index += 1
      switch tag.kind {
      case .variable, .unescaped:
        nodes.append(.variable(tagName(tag), escaped: tag.kind == .variable))
      case .comment, .delimiters, .close:
        break
      case .section, .inverted:
        let closer = closing[index - 1]!
        let children = try self.nodes(until: closer, index: &index, cursor: &cursor)
        closeSection(at: closer, index: &index, cursor: &cursor)
        nodes.append(.section(tagName(tag), inverted: tag.kind == .inverted, children: children))
      case .partial:
        nodes.append(.partial(reference(tag)))
      case .block:
        let closer = closing[index - 1]!
        let block = blockNode(opener: index - 1, closer: closer)
        _ = try self.nodes(until: closer, index: &index, cursor: &cursor)
        closeSection(at: closer, index: &index, cursor: &cursor)
        nodes.append(.block(block))
      case .parent:
        let closer = closing[index - 1]!
        let blocks = directBlocks(of: index - 1, closer).map { opener in
          let block = blockNode(opener: opener, closer: closing[opener]!)
          return (name: block.name, content: block.content)
        }
        // Only the blocks inside a parent count; its other text is ignored, as the spec asks.
        _ = try self.nodes(until: closer, index: &index, cursor: &cursor)
        closeSection(at: closer, index: &index, cursor: &cursor)
        nodes.append(.parent(TemplateNode.Parent(reference: reference(tag), blocks: blocks)))
      }
    }
    let textEnd = end.map { tags[$0].removedStart } ?? scanner.source.count
    if textEnd > cursor {
      nodes.append(.text(scanner.text(cursor, textEnd)))
      cursor = textEnd
    }
    return nodes
  }

  private func closeSection(at closer: Int, index: inout Int, cursor: inout Int) {
    cursor = max(cursor, tags[closer].removedEnd)
    index = closer + 1
  }

  private func blockNode(opener: Int, closer: Int) -> TemplateNode.Block {
    let tag = tags[opener]
    let raw = scanner.text(tags[opener].removedEnd, tags[closer].removedStart)
    let delimiters = tag.delimiters
    var block: TemplateNode.Block
    if tag.isStandalone {
      let (text, margin) = Indentation.dedent(raw)
      let before = scanner.text(scanner.lineStart(of: tag.start), tag.start)
      block = TemplateNode.Block(
        name: tag.content, content: BlockContent(text: text, delimiters: delimiters), indentation: margin.isEmpty ? before : margin)
    } else {
      block = TemplateNode.Block(name: tag.content, content: BlockContent(text: raw, delimiters: delimiters), indentation: nil)
    }
    block.defaultNodes = try? TemplateParser.parse(
      name: scanner.name, source: Indentation.indent(block.content.text, with: block.indentation ?? ""), delimiters: delimiters)
    return block
  }

  private func tagName(_ tag: TemplateScanner.Tag) -> TagName {
    let (line, column) = scanner.location(of: tag.start)
    return TagName(tag.content, line: line, column: column)
  }

  private func reference(_ tag: TemplateScanner.Tag) -> PartialReference {
    var name = tag.content
    let isDynamic = name.hasPrefix("*")
    if isDynamic { name = String(name.dropFirst()).trimmingWhitespace() }
    let (line, column) = scanner.location(of: tag.start)
    return PartialReference(
      name: name, isDynamic: isDynamic,
      indentation: tag.isStandalone ? scanner.text(scanner.lineStart(of: tag.start), tag.start) : nil,
      line: line, column: column)
  }
}

/// Moving text left and right by whole lines, for standalone partials and blocks.
enum Indentation {
  /// Prefixes every line that has more than whitespace.
  static func indent(_ text: String, with prefix: String) -> String {
    guard !prefix.isEmpty else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + prefix.utf8.count * 8)
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if line.offset > 0 { result += "\n" }
      if line.element.contains(where: { $0 != " " && $0 != "\t" && $0 != "\r" }) { result += prefix }
      result += line.element
    }
    return result
  }

  /// Removes the whitespace all non-blank lines share, and returns it; blank lines become empty.
  static func dedent(_ text: String) -> (text: String, margin: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var margin: Substring?
    for line in lines where line.contains(where: { $0 != " " && $0 != "\t" && $0 != "\r" }) {
      let leading = line.prefix { $0 == " " || $0 == "\t" }
      if let current = margin {
        margin = current.commonPrefix(with: leading)
      } else {
        margin = leading
      }
    }
    let shared = margin.map(String.init) ?? ""
    let dedented = lines.map { line -> Substring in
      if !line.contains(where: { $0 != " " && $0 != "\t" && $0 != "\r" }) { return line.hasSuffix("\r") ? "\r" : "" }
      return line.dropFirst(shared.count)
    }
    return (dedented.joined(separator: "\n"), shared)
  }
}

extension Substring {
  fileprivate func commonPrefix(with other: Substring) -> Substring {
    var end = startIndex
    var otherIndex = other.startIndex
    while end < endIndex, otherIndex < other.endIndex, self[end] == other[otherIndex] {
      end = index(after: end)
      otherIndex = other.index(after: otherIndex)
    }
    return self[startIndex..<end]
  }
}
