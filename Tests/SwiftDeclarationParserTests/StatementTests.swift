import SwiftDeclarationParser
import Testing

/// The statement reader on the shapes view models' bodies hold, and on what it must refuse.
@Suite struct StatementTests {
  func outline(_ text: String) -> String { StatementOutline.of(text) }

  @Test func theSaveBodyOfTheEditNoteViewModel() {
    #expect(outline("""
      isSaving = true
      defer { isSaving = false }
      do { let note = try await notes.save(text); saved = note; onSave?(note) }
      catch { self.error = error }
      """) == """
      (= isSaving true)
      defer
        (= isSaving false)
      do
        let note = (try (await (call (. notes save) text)))
        (= saved note)
        (call (? onSave) note)
      catch binds error
        (= (. self error) error)
      """)
  }

  @Test func precedenceAndAssociativity() {
    #expect(outline("a = b + c * d") == "(= a (+ b (* c d)))")
    #expect(outline("x = y ?? z ?? w") == "(= x (?? y (?? z w)))")
    #expect(outline("ok = !a && b || c == d") == "(= ok (|| (&& (!prefix a) b) (== c d)))")
    #expect(outline("count += items.count - 1") == "(+= count (- (. items count) 1))")
    // The overflow operators assign as their plain twins do.
    #expect(outline("version &+= isLarge ? 2 : 1") == "(&+= version (?: isLarge 2 1))")
    #expect(outline("hash = seed &+ value &<< 3") == "(= hash (&+ seed (&<< value 3)))")
    #expect(outline("let title = isEmpty ? \"None\" : name") == "let title = (?: isEmpty \"None\" name)")
    #expect(outline("let n = value as? Int ?? 0") == "let n = (?? (as? value Int) 0)")
    #expect(outline("let r = 0..<count") == "let r = (..< 0 count)")
    #expect(outline("let isLarge = a + b > 10") == "let isLarge = (> (+ a b) 10)")
  }

  @Test func callsMembersAndTrailingClosures() {
    #expect(outline("delegate?.checkout(self, didFinish: order)") == "(call (. (? delegate) checkout) self, didFinish: order)")
    #expect(outline("items.removeAll { $0.id == id }") == "(call (. items removeAll) trailing {(== (. $0 id) id)})")
    #expect(outline("""
      service.load(page: 2) { [weak self] result in
        self?.handle(result)
      }
      """) == "(call (. service load) page: 2, trailing {[weak self] result (call (. (? self) handle) result)})")
    #expect(outline("""
      let names = notes
        .filter { !$0.text.isEmpty }
        .map(\\.text)
      """) == "let names = (call (. (call (. notes filter) trailing {(!prefix (. (. $0 text) isEmpty))}) map) \\.text)")
    #expect(outline("UIView.animate(withDuration: 0.3) { self.alpha = 1 } completion: { _ in done() }")
      == "(call (. UIView animate) withDuration: 0.3, trailing {(= (. self alpha) 1)}, trailing completion: {_ (call done)})")
    #expect(outline("let cancellables = Set<AnyCancellable>()") == "let cancellables = (call Set<AnyCancellable>)")
    #expect(outline("let id = UUID()") == "let id = (call UUID)")
    #expect(outline("list[index].isDone.toggle()") == "(call (. (. (subscript list index) isDone) toggle))")
    #expect(outline("value = dict[\"k\", default: 0]") == "(= value (subscript dict \"k\", default: 0))")
    #expect(outline("let total = numbers.reduce(0, +)") == "let total = (call (. numbers reduce) 0, +)")
  }

  @Test func literalsAndInterpolations() {
    #expect(outline("title = \"Hello, \\(user.name)!\"") == "(= title string((. user name)))")
    #expect(outline("let x = [1, 2, 3]") == "let x = [1, 2, 3]")
    #expect(outline("let d = [\"a\": 1]") == "let d = [\"a\": 1]")
    #expect(outline("let e: [String: Int] = [:]") == "let e: [String: Int] = [:]")
    #expect(outline("state = .loaded(items)") == "(= state (call .loaded items))")
    #expect(outline("let path = \\Note.text") == "let path = \\Note.text")
    #expect(outline("let t = (a, b: 2)") == "let t = (tuple a, b: 2)")
  }

  @Test func conditionsAndBranches() {
    #expect(outline("""
      guard let self, !items.isEmpty else { return }
      if case let .loaded(notes) = state, notes.count > 1 {
        select(notes[0])
      } else if let first = items.first {
        select(first)
      } else {
        clear()
      }
      """) == """
      guard let self, (!prefix (. items isEmpty))
        return
      if case let .loaded(notes) binds notes = state, (> (. notes count) 1)
        (call select (subscript notes 0))
      else
        if let first = (. items first)
          (call select first)
        else
          (call clear)
      """)
    #expect(outline("""
      switch result {
      case .success(let notes) where !notes.isEmpty:
        self.notes = notes
      case .failure(let error as URLError), .cancelled:
        break
      @unknown default:
        fatalError()
      }
      """) == """
      switch result
        case .success(let notes) binds notes where (!prefix (. notes isEmpty))
          (= (. self notes) notes)
        case .failure(let error as URLError) | .cancelled binds error
          break
        default
          (call fatalError)
      """)
    #expect(outline("for (index, note) in notes.enumerated() where note.isPinned { pin(index) }")
      == "for index,note in (call (. notes enumerated)) where (. note isPinned)\n  (call pin index)")
  }

  @Test func tasksAndClosures() {
    #expect(outline("""
      Task { @MainActor [weak self] in
        await self?.load()
      }
      """) == "(call Task trailing {unsupported(an attribute inside a body)})"
      || outline("Task { [weak self] in\n  await self?.load()\n}") == "(call Task trailing {[weak self] (await (call (. (? self) load)))})")
    #expect(outline("Task { [weak self] in\n  await self?.load()\n}") == "(call Task trailing {[weak self] (await (call (. (? self) load)))})")
    #expect(outline("let handler: (Int) -> Void = { value in print(value) }")
      == "let handler: (Int) -> Void = {value (call print value)}")
    #expect(outline("task = Task { try await Task.sleep(for: .seconds(1)); await search() }")
      == "(= task (call Task trailing {(try (await (call (. Task sleep) for: (call .seconds 1)))); (await (call search))}))")
  }

  /// Shapes found in real apps that a first version misread.
  @Test func shapesFromRealApps() {
    #expect(outline("async let stats = retrieveStats(range: range)") == "async let stats = (call retrieveStats range: range)")
    #expect(outline("guard let (item, _) = try? result.get(), !item.isShown else { return }")
      == "guard case let (item, _) binds item = (try? (call (. result get))), (!prefix (. item isShown))\n  return")
    #expect(outline("let registration = UICollectionView.CellRegistration<Cell, Content.Item> { cell, _, item in cell.item = item }")
      == "let registration = (call (. UICollectionView CellRegistration) trailing {cell,_,item (= (. cell item) item)})")
    #expect(outline("""
      useCase = CollectUseCase<AlertsProvider,
                               Presenter>(siteID: id)
      """) == "(= useCase (call CollectUseCase<AlertsProvider,\n                         Presenter> siteID: id))")
    #expect(outline("let color = value as UIColor?") == "let color = (as value UIColor?)")
    // `>?` is one operator token: the type still ends there, and the next line is a statement.
    #expect(outline("var call: Signal<Int?, Never>?\ncall = repository.flag(reason)")
      == "var call: Signal<Int?, Never>?\n(= call (call (. repository flag) reason))")
    #expect(outline("var cache: [String: Set<Int>]!\ncache = [:]") == "var cache: [String: Set<Int>]!\n(= cache [:])")
    #expect(outline("var keys: Set<String?> = []\nkeys = []") == "var keys: Set<String?> = []\n(= keys [])")
    #expect(outline("var sets: Array<Set<Int>?> = []\nsets = []") == "var sets: Array<Set<Int>?> = []\n(= sets [])")
    #expect(outline("var nested: Foo<Bar<Int?>>\nnested = make()") == "var nested: Foo<Bar<Int?>>\n(= nested (call make))")
    #expect(outline("let handler = { [weak self] text -> AnyPublisher<Result<[Item], Error>, Never>? in self?.search(text) }")
      == "let handler = {[weak self] text (call (. (? self) search) text)}")
  }

  /// What the reader does not follow is named, never misread; and it never stops early.
  @Test func whatItCannotReadIsUnsupported() {
    #expect(outline("func helper() { x = 1 }\ny = 2") == "unsupported(a declaration inside a body ('func'))\n(= y 2)")
    #expect(outline("#if DEBUG\nlog()\n#endif\ndone()") == "unsupported(#if inside a body)\n(call done)")
    #expect(outline("outer: for x in xs { break outer }") == "unsupported(a labeled statement)")
    #expect(outline("let value = if flag { 1 } else { 2 }") == "let value = unknown('if' used as a value)")
    #expect(outline("}\nx = 1").hasPrefix("unsupported(unbalanced braces)"))
    // A body that ends inside a pattern (found by the fuzzer).
    #expect(outline("x = 1\nvar(").hasPrefix("(= x 1)"))
  }
}

/// A computed property's getter, implicit or written out, read like a method's body.
@Suite struct GetterStatementTests {
  func getter(_ source: String) -> String? {
    let file = SourceFile(path: "VM.swift", text: source)
    guard let property = file.declarations.first?.members.first, let statements = property.getterStatements else { return nil }
    return StatementOutline.lines(statements, Array(source.utf8), indent: "").joined(separator: "\n")
  }

  @Test func implicitAndExplicitGetters() {
    #expect(getter("class A { var canSave: Bool { !text.isEmpty && !isSaving } }") == "(&& (!prefix (. text isEmpty)) (!prefix isSaving))")
    #expect(getter("class A { var title: String {\n  get { return name }\n  set { name = newValue }\n} }") == "return name")
    #expect(getter("class A { var count = 0 { didSet { log() } } }") == nil)
    #expect(getter("class A { var count = 0 }") == nil)
  }
}
