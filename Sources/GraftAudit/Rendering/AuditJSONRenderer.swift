/// The audit for tools: a JSON document with `"schema": "graft-audit"` and a `version`
/// (`AuditReport.schemaVersion`), keys sorted, so that the same app gives the same bytes.
public enum AuditJSONRenderer {
  public static func render(_ report: AuditReport) -> String {
    var writer = JSONWriter(capacity: 256 * (report.screens.count + report.navigation.count + report.sharedData.count + 8))
    writer.object { json in
      json.key("migrationOrder")
      json.array(report.migrationOrder, write)
      json.key("navigation")
      json.array(report.navigation, write)
      json.key("schema")
      json.string("graft-audit")
      json.key("screens")
      json.array(report.screens, write)
      json.key("sharedData")
      json.array(report.sharedData, write)
      json.key("twoWaySyncs")
      json.array(report.twoWaySyncs, write)
      json.key("version")
      json.int(AuditReport.schemaVersion)
    }
    return writer.document()
  }

  private static func write(_ json: inout JSONWriter, _ step: MigrationStep) {
    json.object { json in
      json.key("kind")
      json.string(step.kind.rawValue)
      json.key("name")
      json.string(step.name)
      json.key("reason")
      json.string(step.reason)
      json.key("step")
      json.int(step.step)
    }
  }

  private static func write(_ json: inout JSONWriter, _ edge: NavigationEdge) {
    json.object { json in
      json.key("from")
      json.string(edge.from)
      json.key("idiom")
      json.string(edge.idiom.rawValue)
      json.key("kind")
      json.string(edge.kind.rawValue)
      json.key("location")
      json.string(edge.location.description)
      json.key("to")
      json.string(edge.to)
      if let via = edge.via {
        json.key("via")
        json.string(via)
      }
    }
  }

  private static func write(_ json: inout JSONWriter, _ screen: AuditScreen) {
    json.object { json in
      json.key("evidence")
      json.array(screen.evidence) { $0.string($1.rawValue) }
      json.key("inTwoWaySync")
      json.bool(screen.inTwoWaySync)
      json.key("isLeaf")
      json.bool(screen.isLeaf)
      json.key("isMigrated")
      json.bool(screen.isMigrated)
      json.key("isObjectiveC")
      json.bool(screen.isObjectiveC)
      json.key("location")
      json.string(screen.location.description)
      json.key("name")
      json.string(screen.name)
      json.key("navigatesTo")
      json.array(screen.navigatesTo) { $0.string($1) }
      json.key("outDegree")
      json.int(screen.outDegree)
      json.key("presentsSystemScreens")
      json.array(screen.presentsSystemScreens) { $0.string($1) }
      json.key("reads")
      json.array(screen.reads) { $0.string($1) }
      json.key("types")
      json.array(screen.types) { $0.string($1) }
      json.key("unfollowedCalls")
      json.array(screen.unfollowedCalls) { json, call in
        json.object { json in
          json.key("call")
          json.string(call.call)
          json.key("location")
          json.string(call.location.description)
          if let via = call.via {
            json.key("via")
            json.string(via)
          }
        }
      }
      json.key("writes")
      json.array(screen.writes) { $0.string($1) }
    }
  }

  private static func write(_ json: inout JSONWriter, _ datum: SharedDatum) {
    json.object { json in
      json.key("category")
      json.string(datum.category.rawValue)
      json.key("kind")
      json.string(datum.kind.rawValue)
      json.key("name")
      json.string(datum.name)
      json.key("readers")
      json.array(datum.readers, write)
      json.key("recommendedOwner")
      json.string(datum.recommendedOwner)
      json.key("writers")
      json.array(datum.writers, write)
    }
  }

  private static func write(_ json: inout JSONWriter, _ access: DataAccess) {
    json.object { json in
      json.key("by")
      json.string(access.by)
      json.key("detail")
      json.string(access.detail)
      json.key("isScreen")
      json.bool(access.isScreen)
      json.key("location")
      json.string(access.location.description)
    }
  }

  private static func write(_ json: inout JSONWriter, _ sync: TwoWaySync) {
    json.object { json in
      json.key("advice")
      json.string(sync.advice)
      json.key("first")
      json.string(sync.first)
      json.key("firstToSecond")
      json.string(sync.firstToSecond.description)
      json.key("idioms")
      json.array(sync.idioms) { $0.string($1.rawValue) }
      json.key("screens")
      json.array(sync.screens) { $0.string($1) }
      json.key("second")
      json.string(sync.second)
      json.key("secondToFirst")
      json.string(sync.secondToFirst.description)
    }
  }
}
