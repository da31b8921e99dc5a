/// <reference path="../pb_data/types.d.ts" />
// The shared cost data of the estimators (docs/security-model.md "Cost data"):
// - materials: common materials for the 45 trades with their unit and typical waste %. The
//   seed carries NO prices: a price is only stored with its currency, source and date (the
//   hook in pb_hooks/materials.pb.js refuses a price without them), and no published source
//   was at hand, so every seeded price is empty and users fill in their own (cost_overrides);
// - labor_rates: occupations (US SOC codes) with hourly wages by area, filled by the staff
//   import of the BLS OEWS file (POST /api/cost-data/labor-import) or a CSV of the same shape;
// - cost_overrides: a user's own price for a material or hourly rate for an occupation.
// Anyone reads materials and labor_rates; admins with a live staff session and superusers
// write them. Overrides are their owner's only. Like every migration it carries its own data.

/** Admins with a live staff session (docs/security-model.md "Staff"). */
const ADMIN_RULE =
  '@request.auth.collectionName = "users" && @collection.user_roles:staff.user ?= @request.auth.id && @collection.user_roles:staff.role ?= "admin" && @collection.user_roles:staff.active_until ?> @now';

/** Units a quantity is counted in (the app words them in the user's language). */
const UNITS = [
  'each',
  'm',
  'm2',
  'm3',
  'ft',
  'ft2',
  'ft3',
  'kg',
  't',
  'lb',
  'l',
  'gal',
  'sheet',
  'roll',
  'bag',
  'box',
  'hour',
];

/** Material categories (keys the app translates). */
const CATEGORIES = [
  'concrete',
  'consumables',
  'drywall',
  'electrical',
  'equipment',
  'fasteners',
  'finishes',
  'fixtures',
  'flooring',
  'glazing',
  'hvac',
  'insulation',
  'landscaping',
  'lumber',
  'masonry',
  'metal',
  'plumbing',
  'roofing',
  'site',
  'tile',
];

/**
 * [trade, name, category, unit, typical waste %]: two or three common materials per trade.
 * @type {Array<[string, string, string, string, number]>}
 */
const SEED = [
  ['architect', 'Plotter paper roll, 914 mm', 'consumables', 'roll', 5],
  ['architect', 'Foam board for presentation models', 'consumables', 'sheet', 10],
  ['structural_engineer', 'Concrete test cylinder moulds', 'consumables', 'each', 5],
  ['structural_engineer', 'Anchor bolts for test loads', 'fasteners', 'each', 5],
  ['land_surveyor', 'Wooden survey stakes', 'site', 'each', 10],
  ['land_surveyor', 'Marking paint, aerosol', 'consumables', 'each', 10],
  ['interior_designer', 'Wallpaper', 'finishes', 'roll', 15],
  ['interior_designer', 'Curtain fabric', 'finishes', 'm', 10],
  ['general_contractor', 'Temporary site fencing panels', 'site', 'each', 0],
  ['general_contractor', 'Protective floor covering', 'consumables', 'm2', 10],
  ['handyman', 'Wood screws, assorted', 'fasteners', 'box', 5],
  ['handyman', 'Caulk, silicone sealant', 'consumables', 'each', 10],
  ['cleaner', 'Heavy-duty rubbish bags', 'consumables', 'box', 5],
  ['cleaner', 'All-purpose cleaner concentrate', 'consumables', 'l', 5],
  ['demolition_contractor', 'Skip / roll-off container hire', 'equipment', 'each', 0],
  ['demolition_contractor', 'Dust sheeting, polyethylene', 'consumables', 'm2', 10],
  ['excavation_contractor', 'Crushed stone aggregate', 'site', 't', 10],
  ['excavation_contractor', 'Geotextile fabric', 'site', 'm2', 10],
  ['heavy_equipment_operator', 'Diesel fuel', 'consumables', 'l', 0],
  ['heavy_equipment_operator', 'Hydraulic oil', 'consumables', 'l', 5],
  ['paving_asphalt_contractor', 'Hot-mix asphalt', 'site', 't', 5],
  ['paving_asphalt_contractor', 'Concrete paving blocks', 'site', 'm2', 5],
  ['landscaper_landscape_contractor', 'Topsoil', 'landscaping', 'm3', 10],
  ['landscaper_landscape_contractor', 'Turf / sod', 'landscaping', 'm2', 5],
  ['landscaper_landscape_contractor', 'Mulch', 'landscaping', 'm3', 10],
  ['fencing_contractor', 'Fence posts, treated timber', 'lumber', 'each', 5],
  ['fencing_contractor', 'Chain-link fence fabric', 'metal', 'm', 5],
  ['swimming_pool_contractor', 'Pool tiles', 'tile', 'm2', 10],
  ['swimming_pool_contractor', 'Pool liner', 'finishes', 'm2', 10],
  ['septic_system_installer', 'Septic tank, precast', 'plumbing', 'each', 0],
  ['septic_system_installer', 'Perforated drain pipe, 100 mm', 'plumbing', 'm', 5],
  ['concrete_finisher', 'Ready-mix concrete', 'concrete', 'm3', 5],
  ['concrete_finisher', 'Steel reinforcing bar', 'metal', 't', 5],
  ['concrete_finisher', 'Welded wire mesh', 'metal', 'm2', 10],
  ['bricklayer_mason', 'Clay bricks', 'masonry', 'each', 5],
  ['bricklayer_mason', 'Concrete blocks', 'masonry', 'each', 5],
  ['bricklayer_mason', 'Mortar mix', 'masonry', 'bag', 10],
  ['stonemason', 'Natural stone veneer', 'masonry', 'm2', 10],
  ['stonemason', 'Stone setting mortar', 'masonry', 'bag', 10],
  ['carpenter', 'Softwood lumber, dimensional', 'lumber', 'm', 10],
  ['carpenter', 'Plywood sheathing', 'lumber', 'sheet', 10],
  ['carpenter', 'Interior door, pre-hung', 'fixtures', 'each', 0],
  ['wood_framer', 'Framing studs', 'lumber', 'each', 10],
  ['wood_framer', 'Oriented strand board (OSB)', 'lumber', 'sheet', 10],
  ['wood_framer', 'Framing nails', 'fasteners', 'kg', 5],
  ['ironworker', 'Structural steel sections', 'metal', 't', 5],
  ['ironworker', 'High-strength bolts', 'fasteners', 'each', 5],
  ['welder_welding_specialist', 'Welding electrodes', 'consumables', 'kg', 10],
  ['welder_welding_specialist', 'Shielding gas cylinder', 'consumables', 'each', 0],
  ['scaffolder', 'Scaffold tube', 'equipment', 'm', 0],
  ['scaffolder', 'Scaffold boards', 'equipment', 'each', 5],
  ['roofer', 'Asphalt shingles', 'roofing', 'm2', 10],
  ['roofer', 'Roofing underlayment', 'roofing', 'roll', 10],
  ['roofer', 'Roof tiles, concrete or clay', 'roofing', 'm2', 10],
  ['siding_installer', 'Vinyl siding', 'finishes', 'm2', 10],
  ['siding_installer', 'Fibre cement siding boards', 'finishes', 'm2', 10],
  ['gutter_installer', 'Seamless aluminium gutter', 'metal', 'm', 5],
  ['gutter_installer', 'Downspout', 'metal', 'm', 5],
  ['glazier', 'Double-glazed window unit', 'glazing', 'm2', 0],
  ['glazier', 'Glazing sealant', 'consumables', 'each', 10],
  ['insulation_installer', 'Mineral wool batts', 'insulation', 'm2', 5],
  ['insulation_installer', 'Rigid foam insulation boards', 'insulation', 'm2', 10],
  ['insulation_installer', 'Blown-in cellulose', 'insulation', 'kg', 10],
  ['waterproofing_specialist', 'Bituminous waterproofing membrane', 'roofing', 'm2', 10],
  ['waterproofing_specialist', 'Liquid waterproofing coating', 'finishes', 'l', 10],
  ['garage_door_installer', 'Sectional garage door', 'fixtures', 'each', 0],
  ['garage_door_installer', 'Garage door opener', 'electrical', 'each', 0],
  ['electrician_electrical_technician', 'Copper building wire', 'electrical', 'm', 10],
  ['electrician_electrical_technician', 'Electrical conduit', 'electrical', 'm', 10],
  ['electrician_electrical_technician', 'Wall outlet / receptacle', 'electrical', 'each', 2],
  ['plumber_pipefitter_steamfitter', 'Copper pipe', 'plumbing', 'm', 5],
  ['plumber_pipefitter_steamfitter', 'PEX pipe', 'plumbing', 'm', 5],
  ['plumber_pipefitter_steamfitter', 'PVC drain pipe', 'plumbing', 'm', 5],
  ['hvac_technician_hvacr', 'Insulated ductwork', 'hvac', 'm', 10],
  ['hvac_technician_hvacr', 'Refrigerant line set', 'hvac', 'm', 5],
  ['sheet_metal_worker', 'Galvanised steel sheet', 'metal', 'sheet', 10],
  ['sheet_metal_worker', 'Sheet-metal screws', 'fasteners', 'box', 5],
  ['fire_sprinkler_fitter', 'Steel sprinkler pipe', 'plumbing', 'm', 5],
  ['fire_sprinkler_fitter', 'Sprinkler head', 'fixtures', 'each', 2],
  ['solar_panel_installer', 'Solar panel (photovoltaic module)', 'electrical', 'each', 0],
  ['solar_panel_installer', 'Mounting rails', 'metal', 'm', 5],
  ['elevator_installer', 'Elevator guide rails', 'metal', 'm', 2],
  ['elevator_installer', 'Hoist wire rope', 'metal', 'm', 5],
  ['security_system_installer', 'Security camera', 'electrical', 'each', 0],
  ['security_system_installer', 'Low-voltage cable', 'electrical', 'm', 10],
  ['drywall_installer_taper', 'Gypsum board', 'drywall', 'sheet', 12],
  ['drywall_installer_taper', 'Joint compound', 'drywall', 'kg', 10],
  ['drywall_installer_taper', 'Joint tape', 'drywall', 'roll', 10],
  ['plasterer', 'Gypsum plaster', 'drywall', 'bag', 10],
  ['plasterer', 'Metal lath', 'metal', 'm2', 10],
  ['painter_decorator', 'Interior wall paint', 'finishes', 'l', 10],
  ['painter_decorator', 'Primer', 'finishes', 'l', 10],
  ['painter_decorator', 'Masking tape', 'consumables', 'roll', 5],
  ['flooring_installer', 'Hardwood flooring', 'flooring', 'm2', 10],
  ['flooring_installer', 'Laminate flooring', 'flooring', 'm2', 10],
  ['flooring_installer', 'Carpet', 'flooring', 'm2', 10],
  ['tiler_tile_setter', 'Ceramic floor tiles', 'tile', 'm2', 10],
  ['tiler_tile_setter', 'Tile adhesive', 'tile', 'bag', 10],
  ['tiler_tile_setter', 'Tile grout', 'tile', 'kg', 10],
  ['cabinet_maker_millworker', 'Hardwood board', 'lumber', 'm', 15],
  ['cabinet_maker_millworker', 'MDF sheet', 'lumber', 'sheet', 10],
  ['cabinet_maker_millworker', 'Cabinet hinges', 'fixtures', 'each', 2],
  ['countertop_installer', 'Quartz countertop slab', 'finishes', 'm2', 15],
  ['countertop_installer', 'Laminate countertop', 'finishes', 'm', 10],
];

migrate(
  (app) => {
    const trades = app.findCollectionByNameOrId('trades');
    const users = app.findCollectionByNameOrId('users');
    // Plain data, as PocketBase takes it (the generated types model fields as Go types).
    const materials = new Collection(
      /** @type {any} */ ({
        type: 'base',
        name: 'materials',
        listRule: '',
        viewRule: '',
        createRule: ADMIN_RULE,
        updateRule: ADMIN_RULE,
        deleteRule: ADMIN_RULE,
        fields: [
          { name: 'name', type: 'text', required: true, max: 200 },
          { name: 'category', type: 'select', required: true, maxSelect: 1, values: CATEGORIES },
          {
            name: 'trade',
            type: 'relation',
            collectionId: trades.id,
            maxSelect: 1,
            required: true,
            cascadeDelete: false,
          },
          { name: 'unit', type: 'select', required: true, maxSelect: 1, values: UNITS },
          { name: 'waste_pct', type: 'number', min: 0, max: 100 },
          // 0 = no price (nothing is priced at zero); the hook requires currency, source, date.
          { name: 'price_cents', type: 'number', onlyInt: true, min: 0, max: 100000000000 },
          { name: 'currency', type: 'text', max: 3, pattern: '^[A-Z]{3}$' },
          { name: 'region', type: 'text', max: 100 },
          { name: 'price_date', type: 'date' },
          { name: 'source', type: 'text', max: 500 },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
          { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
        ],
        indexes: [
          'CREATE INDEX idx_materials_trade ON materials (trade)',
          'CREATE INDEX idx_materials_updated ON materials (updated, id)',
        ],
      }),
    );
    app.save(materials);

    // Plain data, as PocketBase takes it (the generated types model fields as Go types).
    const laborRates = new Collection(
      /** @type {any} */ ({
        type: 'base',
        name: 'labor_rates',
        listRule: '',
        viewRule: '',
        createRule: ADMIN_RULE,
        updateRule: ADMIN_RULE,
        deleteRule: ADMIN_RULE,
        fields: [
          { name: 'soc_code', type: 'text', required: true, pattern: '^[0-9]{2}-[0-9]{4}$' },
          { name: 'title', type: 'text', required: true, max: 200 },
          {
            name: 'trades',
            type: 'relation',
            collectionId: trades.id,
            maxSelect: 45,
            cascadeDelete: false,
          },
          { name: 'area_code', type: 'text', max: 20 },
          { name: 'area_title', type: 'text', required: true, max: 200 },
          { name: 'hourly_median_cents', type: 'number', onlyInt: true, min: 0, max: 100000000 },
          { name: 'hourly_mean_cents', type: 'number', onlyInt: true, min: 0, max: 100000000 },
          { name: 'currency', type: 'text', required: true, max: 3, pattern: '^[A-Z]{3}$' },
          { name: 'year', type: 'number', required: true, onlyInt: true, min: 1990, max: 2100 },
          { name: 'source', type: 'text', required: true, max: 500 },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
          { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
        ],
        indexes: [
          'CREATE UNIQUE INDEX idx_labor_rates_key ON labor_rates (soc_code, area_title, year)',
          'CREATE INDEX idx_labor_rates_updated ON labor_rates (updated, id)',
        ],
      }),
    );
    app.save(laborRates);

    const OWNER = 'owner = @request.auth.id';
    app.save(
      // Plain data, as PocketBase takes it (the generated types model fields as Go types).
      new Collection(
        /** @type {any} */ ({
          type: 'base',
          name: 'cost_overrides',
          listRule: OWNER,
          viewRule: OWNER,
          createRule:
            '@request.auth.collectionName = "users" && @request.body.owner = @request.auth.id',
          updateRule: `${OWNER} && (@request.body.owner:isset = false || @request.body.owner = @request.auth.id)`,
          deleteRule: OWNER,
          fields: [
            {
              name: 'owner',
              type: 'relation',
              collectionId: users.id,
              maxSelect: 1,
              required: true,
              cascadeDelete: true,
            },
            {
              name: 'material',
              type: 'relation',
              collectionId: materials.id,
              maxSelect: 1,
              cascadeDelete: true,
            },
            { name: 'soc_code', type: 'text', pattern: '^[0-9]{2}-[0-9]{4}$' },
            {
              name: 'price_cents',
              type: 'number',
              required: true,
              onlyInt: true,
              min: 1,
              max: 100000000000,
            },
            { name: 'currency', type: 'text', required: true, max: 3, pattern: '^[A-Z]{3}$' },
            { name: 'note', type: 'text', max: 500 },
            { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
            { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
          ],
          indexes: [
            'CREATE UNIQUE INDEX idx_cost_overrides_item ON cost_overrides (owner, material, soc_code)',
          ],
        }),
      ),
    );

    const ids = new Map(app.findAllRecords('trades').map((t) => [t.getString('value'), t.id]));
    for (const [trade, name, category, unit, waste] of SEED) {
      const record = new Record(materials);
      record.set('trade', ids.get(trade));
      record.set('name', name);
      record.set('category', category);
      record.set('unit', unit);
      record.set('waste_pct', waste);
      app.save(record);
    }
  },
  (app) => {
    for (const name of ['cost_overrides', 'labor_rates', 'materials']) {
      app.delete(app.findCollectionByNameOrId(name));
    }
  },
);
